import type { Translate } from '../../shared/i18n/translator.ts';
import { HttpError } from '../platform/http.ts';

/**
 * What a failed call tells the reader; null after a 401, which has already opened the sign-in modal.
 * Throttling and a lost connection get their own texts when the server did not say more (a sign-in
 * cooldown names its minutes): telling a throttled user the password is wrong only makes them try again.
 */
export function failureText(error: unknown, t: Translate, fallback?: string): string | null {
  if (error instanceof HttpError) {
    if (error.status === 401) return null;
    if (error.status === 0) return t('authUi.errors.network');
    // A 503 says why in the reader's language (the database is away; try again shortly).
    if (error.explained && (error.status < 500 || error.status === 503)) return error.message;
    if (error.status === 429) return t('errors.tooManyRequests');
  }
  // `fallback` names what failed, for a failure nobody explained: a server error or one thrown in the browser.
  return fallback ?? t('errors.serverError');
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A message about one of `fields` goes under it; any other, or the failure itself when no field was named, becomes a toast. */
export function failureFeedback<Field extends string>(error: unknown, fields: readonly Field[], t: Translate, fallback?: string): { underFields: FieldErrors<Field>; toasts: string[] } {
  const messages = Object.entries(error instanceof HttpError && error.status === 422 ? error.firstErrors() : {});
  if (messages.length === 0) {
    const text = failureText(error, t, fallback);
    return { underFields: {}, toasts: text === null ? [] : [text] };
  }
  const isField = (name: string): name is Field => (fields as readonly string[]).includes(name);
  return {
    underFields: Object.fromEntries(messages.filter(([name]) => isField(name))) as FieldErrors<Field>,
    toasts: messages.filter(([name]) => !isField(name)).map(([, message]) => message),
  };
}
