import { describe, expect, it } from 'vitest';
import { excerpt, extractHashtags, htmlToText, isBlank, plainText, titleOf, visibleText, type Block } from './index.ts';

const p = (text: string, tunes: Block['tunes'] = {}): Block => ({ id: Math.random().toString(36).slice(2, 10), type: 'paragraph', data: { text }, tunes });
const h = (text: string): Block => ({ id: 'h' + text.length, type: 'header', data: { text, level: 2 }, tunes: {} });

describe('htmlToText', () => {
  it('turns breaks into lines, drops tags and decodes entities', () => {
    expect(htmlToText('a<br>b<br/>c')).toBe('a\nb\nc');
    expect(htmlToText('<b>Tom</b> &amp; <i>Jerry</i> &lt;3 &quot;x&quot; &#171;ёлка&#187; &#x1F600;&nbsp;!')).toBe('Tom & Jerry <3 "x" «ёлка» 😀\u00a0!');
    expect(htmlToText('&unknown; &#0; &#xD800;')).toBe('&unknown; \ufffd \ufffd');
  });
});

describe('visibleText and isBlank', () => {
  const invisible = ' \t\n\u00a0\u00ad\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2060\u2066\u2067\u2068\u2069\ufeff';

  it('drops zero-width, bidi, soft hyphen and space characters and keeps what a reader sees', () => {
    expect(visibleText(`a${invisible}б`)).toBe('aб');
    expect(visibleText('\u200dx\u202ey')).toBe('xy');
  });

  it('calls a field empty when it shows nothing, whatever invisible characters or tags it holds', () => {
    expect(isBlank(invisible)).toBe(true);
    expect(isBlank('<b>\u200b</b><br>&nbsp;&#8203;&#xFEFF;')).toBe(true);
    expect(isBlank('\u200b.\u200b')).toBe(false);
    expect(isBlank('👍')).toBe(false);
  });
});

describe('titleOf', () => {
  it('is the plain text of the first header block', () => {
    expect(titleOf([p('intro'), h('  Первый &amp; <br>главный  '), h('Второй')])).toBe('Первый & главный');
    expect(titleOf([p('no title')])).toBe('');
  });
});

describe('plainText and excerpt', () => {
  const blocks: Block[] = [
    h('Заголовок'),
    p('Первый <b>абзац</b>.'),
    { id: 'l1', type: 'list', data: { style: 'unordered', items: [{ content: 'один', items: [{ content: 'вложенный', items: [] }] }] }, tunes: {} },
    { id: 'q1', type: 'quote', data: { text: 'Цитата', caption: 'Автор', alignment: 'left' }, tunes: {} },
    p('Скрытое', { Hide: true }),
    { id: 'd1', type: 'delimiter', data: {}, tunes: {} },
    { id: 'k1', type: 'link', data: { link: 'https://x.test/', meta: { title: 'Ссылка', description: '' } }, tunes: {} },
  ];

  it('plainText holds every text block, hidden ones included', () => {
    expect(plainText(blocks)).toBe('Заголовок\n\nПервый абзац.\n\nодин\nвложенный\n\nЦитата\nАвтор\n\nСкрытое');
  });

  it('excerpt skips the title and hidden blocks and stays on one line', () => {
    expect(excerpt(blocks, 200)).toBe('Первый абзац. один вложенный Цитата Автор');
  });

  it('excerpt cuts at a word boundary with an ellipsis, never longer than max', () => {
    const long = [p('Съешь же ещё этих мягких французских булок, да выпей чаю.')];
    const cut = excerpt(long, 30);
    expect(cut).toBe('Съешь же ещё этих мягких…');
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(excerpt([p('Оченьоченьдлинноеслово')], 10)).toBe('Оченьочен…');
    expect(excerpt(long, 0)).toBe('');
  });
});

describe('extractHashtags', () => {
  it('finds Cyrillic, Latin and mixed tags, lowercased and unique, in order', () => {
    const blocks: Block[] = [
      h('Про #Кино'),
      p('Смотрели #кино и #Movies2024? Ещё #ёлка, #tag_name и #кино'),
      { id: 'l', type: 'list', data: { style: 'ordered', items: [{ content: '#список', items: [{ content: '#вложенный', items: [] }] }] }, tunes: {} },
      { id: 'q', type: 'quote', data: { text: '#цитата', caption: '#автор', alignment: 'left' }, tunes: {} },
    ];
    expect(extractHashtags(blocks)).toEqual(['кино', 'movies2024', 'ёлка', 'tag', 'список', 'вложенный', 'цитата', 'автор']);
  });

  it('ignores fragments of URLs, hrefs, C# and bare numbers; an entity-written # counts', () => {
    const blocks: Block[] = [
      p('<a href="https://x.test/#notatag">ссылка</a> https://x.test/page#fragment www.x.test/#frag2 C# и F# &#35;entity x#y #123 #1а Q&amp;#A'),
    ];
    expect(extractHashtags(blocks)).toEqual(['entity', '1а']);
  });

  it('does not read tags out of links, embeds or carousel captions', () => {
    const blocks: Block[] = [{ id: 'k', type: 'link', data: { link: 'https://x.test/', meta: { title: '#title', description: '#desc' } }, tunes: {} }];
    expect(extractHashtags(blocks)).toEqual([]);
  });

  it('keeps at most 30 tags of at most 64 characters', () => {
    const many = Array.from({ length: 40 }, (_, i) => `#тег${i}`).join(' ');
    expect(extractHashtags([p(many)])).toHaveLength(30);
    expect(extractHashtags([p(`#${'а'.repeat(64)} #${'б'.repeat(65)}`)])).toEqual(['а'.repeat(64)]);
  });
});
