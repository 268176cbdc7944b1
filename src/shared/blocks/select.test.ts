import { describe, expect, it } from 'vitest';
import { bodyBlocks, CARD_TEXT_MAX, cardBlocks, type Block, type BlockTunes } from './index.ts';

let seq = 0;
const tuned = (tunes: BlockTunes) => ({ id: `b${++seq}`, tunes });
const header = (text = 'Заголовок'): Block => ({ ...tuned({}), type: 'header', data: { text, level: 2 } });
const paragraph = (text: string, tunes: BlockTunes = {}): Block => ({ ...tuned(tunes), type: 'paragraph', data: { text } });
const carousel = (tunes: BlockTunes = {}): Block => ({ ...tuned(tunes), type: 'carousel', data: { items: [] } });
const quote = (): Block => ({ ...tuned({}), type: 'quote', data: { text: 'Цитата', caption: '', alignment: 'left' } });
const poll = (tunes: BlockTunes = {}): Block => ({
  ...tuned(tunes),
  type: 'poll',
  data: { question: 'Да или нет?', options: [{ id: 'a', text: 'Да' }, { id: 'b', text: 'Нет' }], multiple: false, ends_at: null, results: 'always' },
});
const link = (): Block => ({ ...tuned({}), type: 'link', data: { link: 'https://example.com/', meta: { title: 'Ссылка', description: '' } } });

describe('bodyBlocks', () => {
  it('drops the title (the first header) and keeps later headers', () => {
    const title = header('Заголовок');
    const text = paragraph('Текст');
    const sub = header('Подзаголовок');
    expect(bodyBlocks([title, text, sub])).toEqual([text, sub]);
    expect(bodyBlocks([text])).toEqual([text]);
  });
});

describe('cardBlocks', () => {
  it('ends with the first visible poll, marked or not, so a poll is answered from the feed', () => {
    const lead = paragraph('Текст');
    const cover = carousel();
    const first = poll();
    expect(cardBlocks([header(), lead, poll({ Hide: true }), cover, first, poll()])).toEqual([lead, cover, first]);
    expect(cardBlocks([header(), lead, poll({ ShowInFeed: true })]).map((block) => block.type)).toEqual(['paragraph', 'poll']);
  });

  it('shows the blocks marked "Display in the feed" when there are any, text before the cover', () => {
    const hiddenMarked = carousel({ ShowInFeed: true, Hide: true });
    const marked = paragraph('второй', { ShowInFeed: true });
    expect(cardBlocks([header(), paragraph('первый'), hiddenMarked, marked])).toEqual([marked, hiddenMarked]);
  });

  it('keeps at most CARD_TEXT_MAX marked text blocks, the first ones', () => {
    const marked = Array.from({ length: CARD_TEXT_MAX + 3 }, (_, i) => paragraph(`абзац ${i}`, { ShowInFeed: true }));
    expect(cardBlocks([header(), ...marked])).toEqual(marked.slice(0, CARD_TEXT_MAX));
  });

  it('keeps one cover: the first marked media', () => {
    const first = carousel({ ShowInFeed: true });
    const text = paragraph('текст', { ShowInFeed: true });
    expect(cardBlocks([header(), first, link(), carousel({ ShowInFeed: true }), text])).toEqual([text, first]);
  });

  it('leads with the first visible paragraph when the marked blocks have none', () => {
    const lead = paragraph('первый');
    const markedQuote = { ...quote(), tunes: { ShowInFeed: true } };
    const markedPicture = carousel({ ShowInFeed: true });
    expect(cardBlocks([header(), paragraph('скрытый', { Hide: true }), lead, markedQuote, markedPicture])).toEqual([lead, markedQuote, markedPicture]);
  });

  it('falls back to the first paragraph and the first media, text first', () => {
    const picture = carousel();
    const first = paragraph('первый');
    expect(cardBlocks([header(), picture, first, paragraph('второй'), link(), quote()])).toEqual([first, picture]);
  });

  it('skips hidden blocks in the fallback and counts link cards as media (reposts)', () => {
    const shown = paragraph('открытый');
    const card = link();
    expect(cardBlocks([paragraph('скрытый', { Hide: true }), carousel({ Hide: true }), shown, card])).toEqual([shown, card]);
  });

  it('is empty for a post that is only a title', () => {
    expect(cardBlocks([header()])).toEqual([]);
  });
});
