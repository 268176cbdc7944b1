import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { allTexts } from '../../shared/i18n/index.ts';
import { TextsContext, useT } from './useT.ts';

function Greeting() {
  const t = useT();
  return <p>{t('postUi.counts.bookmarks', { count: 3 })}</p>;
}

describe('useT', () => {
  it('answers the texts of the language the page provides', () => {
    const shown = (language: 'ru' | 'en') =>
      renderToString(
        <TextsContext value={allTexts(language)}>
          <Greeting />
        </TextsContext>,
      );
    expect(shown('ru')).toBe(`<p>${allTexts('ru').t('postUi.counts.bookmarks', { count: 3 })}</p>`);
    expect(shown('en')).toBe(`<p>${allTexts('en').t('postUi.counts.bookmarks', { count: 3 })}</p>`);
    expect(shown('ru')).not.toBe(shown('en'));
  });

  it('refuses to answer outside the texts’ provider, rather than show keys', () => {
    expect(() => renderToString(<Greeting />)).toThrow(/TextsContext/);
  });
});
