import { HttpError } from '../../platform/http.ts';

/** What a failed post call tells the reader; null after a 401, which has already opened the sign-in modal. */
export function errorText(error: unknown): string | null {
  if (error instanceof HttpError && error.status === 401) return null;
  return error instanceof Error ? error.message : String(error);
}
