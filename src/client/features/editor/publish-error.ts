/**
 * The toast for a failed publish (spec 2 §8): 403 is the topic refusing the author; a 422
 * carries the server's first field message; anything else its message, or a generic text
 * when there was no answer at all.
 */
import type { TFunction } from 'i18next';
import { HttpError } from '../../platform/http.ts';

export function publishErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof HttpError) || error.status === 0) return t('editor.toast.publishFailed');
  if (error.status === 403) return t('editor.toast.forbiddenTopic');
  const [first] = Object.values(error.firstErrors());
  return first ?? (error.message || t('editor.toast.publishFailed'));
}
