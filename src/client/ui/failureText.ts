import type { Translate } from '../../shared/i18n/translator.ts';
import { HttpError } from '../platform/http.ts';

/**
 * What a failed call tells the reader; null after a 401, which has already opened the sign-in modal.
 * Throttling and a lost connection get their own texts: telling a throttled user the password is wrong
 * only makes them try again.
 */
export function failureText(error: unknown, t: Translate, fallback?: string): string | null {
  if (error instanceof HttpError) {
    if (error.status === 401) return null;
    if (error.status === 0) return t('authUi.errors.network');
    if (error.status === 429) return t('errors.tooManyRequests');
    if (error.status < 500) return error.message;
  }
  // `fallback` names what failed, for a failure nobody explained: a server error or one thrown in the browser.
  return fallback ?? t('errors.serverError');
}
