/**
 * `POST /media` with a file (multipart field `file`). lib/http.ts speaks JSON only, so the
 * upload has its own small request, with the same session cookie, CSRF header and error
 * type. Editor.js tools call this while the author is signed in, so a 401 here is no
 * different from any other failure.
 */
import { HttpError } from '../../lib/http.ts';
import type { MediaAnswer } from '../../../shared/dto/media.ts';

function xsrfToken(): string | null {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : null;
}

export async function uploadMedia(file: File): Promise<MediaAnswer> {
  const body = new FormData();
  body.append('file', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = xsrfToken();
  if (token) headers['X-XSRF-TOKEN'] = token;

  let response: Response;
  try {
    response = await fetch('/media', { method: 'POST', credentials: 'same-origin', headers, body });
  } catch (cause) {
    throw new HttpError(0, cause instanceof Error ? cause.message : 'Network error');
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return data as MediaAnswer;
  const answer = (data ?? {}) as { message?: unknown; errors?: Record<string, string[]> };
  const message = answer.errors?.file?.[0] ?? (typeof answer.message === 'string' ? answer.message : '');
  throw new HttpError(response.status, message, answer.errors);
}
