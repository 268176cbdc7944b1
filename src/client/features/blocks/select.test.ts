import { describe, expect, it } from 'vitest';
import { make } from './blocks.fixtures.ts';
import { galleryLayout } from './gallery.ts';
import { bodyBlocks, cardBlocks } from './select.ts';

describe('bodyBlocks', () => {
  it('drops the title (the first header) and keeps later headers', () => {
    const title = make.header('Заголовок');
    const text = make.paragraph();
    const sub = make.header('Подзаголовок');
    expect(bodyBlocks([title, text, sub])).toEqual([text, sub]);
    expect(bodyBlocks([text])).toEqual([text]);
  });
});

describe('cardBlocks', () => {
  it('shows only the blocks marked "Display in the feed" when there are any', () => {
    const marked = make.paragraph('второй', { ShowInFeed: true });
    const hiddenMarked = make.carousel(1, { ShowInFeed: true, Hide: true });
    expect(cardBlocks([make.header(), make.paragraph('первый'), marked, hiddenMarked])).toEqual([marked, hiddenMarked]);
  });

  it('falls back to the first paragraph and the first media, in the author’s order', () => {
    const picture = make.carousel(3);
    const first = make.paragraph('первый');
    const blocks = [make.header(), picture, first, make.paragraph('второй'), make.embed(), make.quote()];
    expect(cardBlocks(blocks)).toEqual([picture, first]);
  });

  it('skips hidden blocks in the fallback and counts link cards as media (reposts)', () => {
    const shown = make.paragraph('открытый');
    const card = make.link();
    expect(cardBlocks([make.paragraph('скрытый', { Hide: true }), make.carousel(1, { Hide: true }), shown, card])).toEqual([shown, card]);
  });

  it('is empty for a post that is only a title', () => {
    expect(cardBlocks([make.header()])).toEqual([]);
  });
});

describe('galleryLayout', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i);

  it.each([
    [1, [[0]]],
    [2, [[0, 1]]],
    [3, [[0], [1, 2]]],
    [4, [[0, 1], [2, 3]]],
    [5, [[0, 1], [2, 3, 4]]],
  ])('lays out %i items in rows', (count, rows) => {
    expect(galleryLayout(items(count))).toEqual({ rows, extra: 0 });
  });

  it('shows 5 tiles and counts the rest as +N', () => {
    expect(galleryLayout(items(12))).toEqual({ rows: [[0, 1], [2, 3, 4]], extra: 7 });
    expect(galleryLayout(items(6)).extra).toBe(1);
  });

  it('has no rows for an empty carousel', () => {
    expect(galleryLayout([])).toEqual({ rows: [], extra: 0 });
  });
});
