import { describe, expect, it } from 'vitest';
import { allTexts } from '../../../shared/i18n/index.ts';
import { HttpError } from '../../platform/http.ts';
import { publishErrorText } from './publish-error.ts';

const t = allTexts('ru').t;

describe('publishErrorText', () => {
  it('explains a 403 as the topic refusing the author', () => {
    expect(publishErrorText(new HttpError(403, 'Forbidden'), t)).toBe('Вы не можете публиковать в этой теме');
  });

  it('shows the first field message of a 422, else the server message', () => {
    expect(publishErrorText(new HttpError(422, 'Invalid', { 'blocks.2.data.text': ['Не больше 300 символов'], category_id: ['x'] }), t)).toBe(
      'Не больше 300 символов',
    );
    expect(publishErrorText(new HttpError(429, 'Слишком много запросов'), t)).toBe('Слишком много запросов');
  });

  it('falls back to a generic text without an answer', () => {
    expect(publishErrorText(new HttpError(0, 'Failed to fetch'), t)).toBe('Не удалось сохранить пост, попробуйте ещё раз');
    expect(publishErrorText(new Error('boom'), t)).toBe('Не удалось сохранить пост, попробуйте ещё раз');
  });
});
