import type { TFunction } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../shared/i18n/index.ts';
import { useT } from './useT.ts';

/** The page's t as components get it, with a spy on what reaches i18next. */
function pageT(): { t: TFunction; translations: () => number } {
  const instance = createI18n('ru');
  const spy = vi.spyOn(instance, 't');
  let t: TFunction | undefined;
  function Probe() {
    t = useT();
    return null;
  }
  renderToString(
    <I18nextProvider i18n={instance}>
      <Probe />
    </I18nextProvider>,
  );
  return { t: t!, translations: () => spy.mock.calls.length };
}

describe('useT', () => {
  it('answers the same texts as i18next, plain and with options', () => {
    const { t } = pageT();
    const i18next = createI18n('ru').t;
    for (const count of [1, 3, 5, 1, 3]) expect(t('postUi.counts.bookmarks', { count })).toBe(i18next('postUi.counts.bookmarks', { count }));
    expect(t('posts.meta.tagTitle', { tag: 'кино' })).toBe(i18next('posts.meta.tagTitle', { tag: 'кино' }));
    expect(t('posts.meta.tagTitle', { tag: 'книги' })).toBe(i18next('posts.meta.tagTitle', { tag: 'книги' }));
    expect(t('bookmarks.add')).toBe(i18next('bookmarks.add'));
  });

  it('asks i18next once per key and options, and every time for options it cannot key', () => {
    const { t, translations } = pageT();
    const before = translations();
    for (let i = 0; i < 3; i++) {
      t('bookmarks.add');
      t('postUi.counts.bookmarks', { count: 3 });
    }
    expect(translations() - before).toBe(2);
    t('postUi.counts.bookmarks', { count: 4 });
    expect(translations() - before).toBe(3);
    for (let i = 0; i < 2; i++) t('postUi.counts.bookmarks', { count: 3, nested: { a: 1 } } as never);
    expect(translations() - before).toBe(5);
  });
});
