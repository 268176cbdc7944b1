import { describe, expect, it } from 'vitest';
import { validateBlocks, type Block } from '../../shared/blocks/index.ts';
import { htmlToPlainText, sanitizeBlocks, sanitizeInlineText, sanitizeLineText, sanitizeRichText } from './sanitize.ts';

/** Markup that could run script or load something if it reached innerHTML. */
const DANGEROUS = /<script|<svg|<img|<iframe|<object|<embed|<style|<math|<form|<input|<base|<link|<meta|\son\w+\s*=|javascript:|vbscript:|data:|srcdoc|formaction|xlink/i;

const ATTACKS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.test/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<b onmouseover="alert(1)">bold</b>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">hex entities</a>',
  '<a href="java&#9;script:alert(1)">tab</a>',
  '<a href="java\nscript:alert(1)">newline</a>',
  '<a href=" javascript:alert(1)">space</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="//evil.test/">protocol relative</a>',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>*{background:url(javascript:alert(1))}</style>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<mark style="background:url(javascript:alert(1))" class="x">marked</mark>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src="x" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<a href="https://ok.test/" onclick="alert(1)" style="x">ok</a>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

describe('sanitizeRichText', () => {
  it.each(ATTACKS)('leaves nothing executable of %s', (attack) => {
    const out = sanitizeRichText(attack);
    expect(out).not.toMatch(DANGEROUS);
    // Sanitizing twice changes nothing: the output is a fixed point.
    expect(sanitizeRichText(out)).toBe(out);
  });

  it('keeps the allowlist: b, i, mark, br and http(s) links opened safely', () => {
    expect(sanitizeRichText('<b>жирный</b> <i>курсив</i> <mark class="cdx-marker">маркер</mark><br>строка')).toBe(
      '<b>жирный</b> <i>курсив</i> <mark>маркер</mark><br />строка',
    );
    expect(sanitizeRichText('<a href="https://example.com/a?b=1&amp;c=2" title="t" target="_self">ссылка</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener" target="_blank">ссылка</a>',
    );
    expect(sanitizeRichText('<strong>s</strong><em>e</em><u>u</u><div>d</div><p>p</p>')).toBe('<b>s</b><i>e</i>udp');
  });

  it('unwraps links that are not http(s), keeping their text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">текст</a>')).toBe('текст');
    expect(sanitizeRichText('<a href="/relative">текст</a>')).toBe('текст');
    expect(sanitizeRichText('<a>текст</a>')).toBe('текст');
  });

  it('escapes text that looks like markup instead of dropping it', () => {
    expect(sanitizeRichText('2 &lt; 3 &amp;&amp; a &gt; b')).toBe('2 &lt; 3 &amp;&amp; a &gt; b');
    expect(sanitizeRichText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('plain-text sanitizers', () => {
  it.each(ATTACKS)('line text keeps only line breaks: %s', (attack) => {
    const out = sanitizeLineText(attack);
    expect(out).not.toMatch(DANGEROUS);
    expect(out.replace(/<br \/>/g, '')).not.toMatch(/</);
  });

  it.each(ATTACKS)('inline text keeps no markup: %s', (attack) => {
    expect(sanitizeInlineText(attack)).not.toMatch(/</);
  });

  it('keeps line breaks in quotes and the text of formatting', () => {
    expect(sanitizeLineText('<b>Первая</b><br>вторая &amp; третья')).toBe('Первая<br />вторая &amp; третья');
  });

  it('keeps the lines a contenteditable makes with Enter, an empty one included', () => {
    expect(sanitizeLineText('Автор<div>редактор</div>')).toBe('Автор<br />редактор');
    expect(sanitizeLineText('Автор<div><br></div><div>2026</div><div><br></div>')).toBe('Автор<br /><br />2026');
    expect(sanitizeLineText('<p>первая</p><p class="x">вторая</p>')).toBe('первая<br />вторая');
  });

  it('htmlToPlainText decodes every named entity for text from foreign pages', () => {
    expect(htmlToPlainText('&laquo;Ёлка&raquo; &mdash; &hellip; &euro; &lt;b&gt; <b>x</b>')).toBe('«Ёлка» — … € <b> x');
  });
});

function sanitized(input: unknown): Block[] {
  const result = validateBlocks(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return sanitizeBlocks(result.blocks);
}

describe('sanitizeBlocks', () => {
  it('drops empty paragraphs and headers and carousel items without a url', () => {
    const blocks = sanitized([
      { id: 'p1', type: 'paragraph', data: { text: '&nbsp; <br> ' } },
      { id: 'p2', type: 'paragraph', data: { text: '<script>alert(1)</script>' } },
      { id: 'h1', type: 'header', data: { text: '  ' } },
      { id: 'h2', type: 'header', data: { text: 'Заголовок <b>жирный</b> <img src=x onerror=alert(1)>' } },
      { id: 'c1', type: 'carousel', data: { items: [{ url: '' }, { url: 'https://x.test/a.webp' }] } },
    ]);
    expect(blocks.map((b) => b.id)).toEqual(['h2', 'c1']);
    expect(blocks[0]!.data).toEqual({ text: 'Заголовок жирный', level: 2 });
    expect(blocks[1]!.data).toMatchObject({ items: [{ url: 'https://x.test/a.webp' }] });
  });

  it('sanitizes every text field of every block type', () => {
    const evil = '<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><b>ok</b><br>';
    const blocks = sanitized([
      { id: 'p', type: 'paragraph', data: { text: evil } },
      { id: 'l', type: 'list', data: { style: 'ordered', items: [{ content: evil, items: [{ content: evil, items: [] }] }] } },
      { id: 'q', type: 'quote', data: { text: evil, caption: evil } },
      { id: 'e', type: 'embed', data: { service: 'youtube', source: 'https://youtu.be/x', embed: 'https://www.youtube.com/embed/x', caption: evil } },
      { id: 'k', type: 'link', data: { link: 'https://x.test', meta: { title: 'Title\u0000\u0007 ', description: ' Описание ' } } },
    ]);
    expect(blocks.find((b) => b.id === 'p')!.data).toEqual({ text: 'x<b>ok</b><br />' });
    expect(blocks.find((b) => b.id === 'l')!.data).toEqual({
      style: 'ordered',
      items: [{ content: 'x<b>ok</b><br />', items: [{ content: 'x<b>ok</b><br />', items: [] }] }],
    });
    // Line breaks at either end of a quote or caption show nothing and are dropped.
    expect(blocks.find((b) => b.id === 'q')!.data).toEqual({ text: 'xok', caption: 'xok', alignment: 'left' });
    expect(blocks.find((b) => b.id === 'e')!.data).toMatchObject({ caption: 'xok' });
    expect(blocks.find((b) => b.id === 'k')!.data).toEqual({ link: 'https://x.test/', meta: { title: 'Title', description: 'Описание' } });
    expect(JSON.stringify(blocks)).not.toMatch(DANGEROUS);
  });

  it('turns a link card whose preview failed back into the plain link, keeping a card that has anything to show', () => {
    const blocks = sanitized([
      { id: 'failed', type: 'link', data: { link: 'https://example.com/a?b=1&c=2', meta: {} }, tunes: { ShowInFeed: true } },
      { id: 'blank', type: 'linkAuto', data: { link: 'https://example.com/b', meta: { title: ' ', description: '' } } },
      { id: 'titled', type: 'link', data: { link: 'https://example.com/c', meta: { title: 'Заголовок', description: '' } } },
      { id: 'pictured', type: 'linkAuto', data: { link: 'https://example.com/d', meta: { image: { url: 'https://example.com/d.jpg' } } } },
    ]);
    expect(blocks[0]).toEqual({
      id: 'failed',
      type: 'paragraph',
      data: { text: '<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener" target="_blank">https://example.com/a?b=1&amp;c=2</a>' },
      tunes: { ShowInFeed: true },
    });
    expect(blocks[1]).toMatchObject({ id: 'blank', type: 'paragraph' });
    expect(blocks.slice(2).map((b) => b.type)).toEqual(['link', 'linkAuto']);
  });

  it('cleans the text of an automatic card and its post author', () => {
    const [b] = sanitized([
      {
        id: 'auto',
        type: 'linkAuto',
        data: { link: 'https://pero.example/p/1', meta: { title: 'Пост\u0007', is_post: true, data: { user: { name: ' Анна\u0000 ' } } } },
      },
    ]);
    expect(b!.data).toEqual({ link: 'https://pero.example/p/1', meta: { title: 'Пост', description: '', is_post: true, data: { user: { name: 'Анна' } } } });
  });

  it('keeps ids and tunes', () => {
    const [b] = sanitized([{ id: 'keep', type: 'paragraph', data: { text: 'x' }, tunes: { ShowInFeed: true } }]);
    expect(b).toEqual({ id: 'keep', type: 'paragraph', data: { text: 'x' }, tunes: { ShowInFeed: true } });
  });
});
