// Declared once, so the server route, the browser's typed caller and the OpenAPI document are all
// derived from the same object and cannot drift apart.
import type { Static, TObject, TSchema } from 'typebox';
import type { CallScope } from '../api-scopes.ts';

export type CallMethod = 'GET' | 'POST' | 'DELETE';

export interface CallSpec {
  method: CallMethod;
  /** Fastify's form: `/posts/:id/pin`. */
  path: string;
  /** One line for the API document. */
  summary: string;
  /** Guests are answered 401 before the input is read. */
  signedIn?: boolean;
  /** The control panel's: guests 401, every member but a super admin 403, before the input is read. */
  superAdmin?: boolean;
  params?: TObject;
  query?: TObject;
  body?: TSchema;
  /**
   * The parts of a multipart/form-data body. The browser sends FormData and the route reads
   * the parts as a stream itself, so this shape is documented but not validated up front.
   */
  upload?: TObject;
  /** The 200 answer; a call without one answers 204 No Content. */
  answer?: TSchema;
  /** Error answers of this call with a shape of their own, or that only this call gives (403). */
  errors?: Readonly<Record<number, TSchema>>;
  /** Accepts an Idempotency-Key header: a retry with the same key answers the first answer. */
  idempotent?: boolean;
  /** What a personal API token needs to make this call, where api-scopes.ts derives it wrongly. */
  scope?: CallScope;
}

interface Named {
  readonly feature: string;
  readonly name: string;
}

export type Call = CallSpec & Named;

export function defineCalls<const Calls extends Record<string, CallSpec>>(feature: string, calls: Calls): { readonly [Name in keyof Calls]: Calls[Name] & Named } {
  const named = Object.entries(calls).map(([name, call]) => [name, { ...call, feature, name }]);
  return Object.fromEntries(named) as { [Name in keyof Calls]: Calls[Name] & Named };
}

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

export type ParamsOf<C extends CallSpec> = StaticOf<C['params']>;
export type QueryOf<C extends CallSpec> = StaticOf<C['query']>;
export type BodyOf<C extends CallSpec> = C['upload'] extends TObject ? FormData : StaticOf<C['body']>;
export type AnswerOf<C extends CallSpec> = C['answer'] extends TSchema ? Static<C['answer']> : void;

/** The header naming one request of an idempotent call; a UUID fits. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

export function callPath(call: Pick<CallSpec, 'path'>, params?: Record<string, unknown>): string {
  return call.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${call.path}: missing ${name}`);
    return encodeURIComponent(String(value));
  });
}
