/**
 * The answers a domain error renders to, so API tests assert the error's code and
 * parameters (and the answer's shape) rather than restate its wording.
 */
import type { Language } from '../../src/shared/dto/user.ts';
import { translator } from '../../src/shared/i18n/index.ts';
import { message, renderFieldMessages, renderMessage, type MessageCode, type MessageParams } from '../../src/shared/i18n/messages.ts';

/** `{message}` of a 401/403/404/413/419/429. */
export function errorAnswer(code: MessageCode, params?: MessageParams, language: Language = 'ru'): { message: string } {
  return { message: renderMessage(translator(language), message(code, params)) };
}

/** `{message, errors}` of a 422 whose fields each have one problem, given as a code or [code, params]. */
export function invalidAnswer(fields: Record<string, MessageCode | [MessageCode, MessageParams]>, language: Language = 'ru') {
  const t = translator(language);
  const messages = Object.fromEntries(
    Object.entries(fields).map(([field, problem]) => [field, [typeof problem === 'string' ? message(problem) : message(...problem)]]),
  );
  const errors = renderFieldMessages(t, messages);
  return { message: Object.values(errors)[0]![0]!, errors };
}
