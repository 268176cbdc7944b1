import { callPath, IDEMPOTENCY_HEADER, type AnswerOf, type BodyOf, type Call, type ParamsOf, type QueryOf } from '../../shared/api/call.ts';
import type { PageName, PagePropsMap } from '../../shared/pages.ts';
import { http } from './http.ts';

type Part<Key extends string, Value> = undefined extends Value ? { [K in Key]?: never } : { [K in Key]: Value };

/** Calls declared idempotent take a key naming the request: its retries reuse it. */
type IdempotencyPart<C extends Call> = C['idempotent'] extends true ? { idempotencyKey?: string } : { idempotencyKey?: never };

export type CallInput<C extends Call> = Part<'params', ParamsOf<C>> & Part<'query', QueryOf<C>> & Part<'body', BodyOf<C>> & IdempotencyPart<C>;

type InputArgs<C extends Call> = Partial<CallInput<C>> extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

export function api<C extends Call>(call: C, ...[input]: InputArgs<C>): Promise<AnswerOf<C>> {
  const { params, query, body, idempotencyKey } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: Record<string, unknown> | FormData;
    idempotencyKey?: string;
  };
  const url = callPath(call, params);
  if (call.method === 'GET') return http.get<AnswerOf<C>>(url, query);
  if (call.method === 'POST') return http.post<AnswerOf<C>>(url, body, idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined);
  return http.delete<AnswerOf<C>>(url, body as Record<string, unknown> | undefined);
}

export function nextPage<C extends Call & { method: 'GET' }>(_call: C, nextPageUrl: string): Promise<AnswerOf<C>> {
  return http.get<AnswerOf<C>>(nextPageUrl);
}

export function pageData<Name extends PageName>(_page: Name, url: string): Promise<PagePropsMap[Name]> {
  return http.get<PagePropsMap[Name]>(url);
}

export function listPage<Name extends PageName, Prop extends keyof PagePropsMap[Name]>(_page: Name, _prop: Prop, url: string): Promise<PagePropsMap[Name][Prop]> {
  return http.get<PagePropsMap[Name][Prop]>(url);
}
