import type { Translate } from '../../../shared/i18n/translator.ts';
import { HttpError } from '../../platform/http.ts';

export function publishErrorText(error: unknown, t: Translate): string {
  if (!(error instanceof HttpError) || error.status === 0) return t('editor.toast.publishFailed');
  if (error.status === 403) return t('editor.toast.forbiddenTopic');
  const [first] = Object.values(error.firstErrors());
  return first ?? (error.message || t('editor.toast.publishFailed'));
}
