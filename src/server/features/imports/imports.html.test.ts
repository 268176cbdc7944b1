import { describe, expect, it } from 'vitest';
import { validateBlocks, type Block } from '../../../shared/blocks/index.ts';
import { sanitizeBlocks } from '../../lib/sanitize.ts';
import { composePost, hashtagOf } from './imports.compose.ts';
import { htmlToBlocks } from './imports.html.ts';

const blocksOf = (html: string, base: string | null = 'https://old.example/post/') => htmlToBlocks(html, base).pieces.map((piece) => piece.block);
const shapes = (blocks: Block[]) => blocks.map((block) => [block.type, 'text' in block.data ? block.data.text : null]);

describe('HTML → blocks', () => {
  it('reads a Gutenberg post: block comments vanish, headers, lists, quotes, pictures with captions, frames and delimiters become blocks', () => {
    const html = `<!-- wp:paragraph --><p>Hello <strong>bold</strong>, <em>italic</em> and <a href="/about">a link</a> <span style="color:red">plain</span>.</p><!-- /wp:paragraph -->
<!-- wp:heading {"level":3} --><h3>Part <em>one</em></h3><!-- /wp:heading -->
<!-- wp:list --><ul><li>First</li><li>Second<ul><li>Inner</li></ul></li></ul><!-- /wp:list -->
<!-- wp:quote --><blockquote class="wp-block-quote"><p>To be</p><cite>Hamlet</cite></blockquote><!-- /wp:quote -->
<!-- wp:image --><figure class="wp-block-image"><img src="/wp-content/uploads/a.jpg" alt=""/><figcaption>A <b>caption</b></figcaption></figure><!-- /wp:image -->
<!-- wp:separator --><hr class="wp-block-separator"/><!-- /wp:separator -->
<!-- wp:embed --><figure class="wp-block-embed"><div class="wp-block-embed__wrapper">
https://www.youtube.com/watch?v=dQw4w9WgXcQ
</div></figure><!-- /wp:embed -->
<iframe src="https://player.vimeo.com/video/76979871" width="640"></iframe>
<pre class="wp-block-code"><code>const a = 1;
if (a &lt; 2) run();</code></pre>`;
    const blocks = blocksOf(html);
    expect(shapes(blocks)).toEqual([
      ['paragraph', 'Hello <b>bold</b>, <i>italic</i> and <a href="https://old.example/about">a link</a> plain.'],
      ['header', 'Part one'],
      ['list', null],
      ['quote', 'To be'],
      ['carousel', null],
      ['paragraph', '<i>A caption</i>'],
      ['delimiter', null],
      ['embed', null],
      ['embed', null],
      ['paragraph', 'const a = 1;<br>if (a &lt; 2) run();'],
    ]);
    expect(blocks[2]!.data).toEqual({ style: 'unordered', items: [{ content: 'First', items: [] }, { content: 'Second', items: [{ content: 'Inner', items: [] }] }] });
    expect(blocks[3]!.data).toMatchObject({ caption: 'Hamlet' });
    expect(blocks[4]!.data).toMatchObject({ items: [{ url: 'https://old.example/wp-content/uploads/a.jpg' }] });
    expect(blocks[7]!.data).toMatchObject({ service: 'youtube', embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
    expect(blocks[8]!.data).toMatchObject({ service: 'vimeo', embed: 'https://player.vimeo.com/video/76979871' });
    // What the editor would accept and store unchanged.
    const validated = validateBlocks(blocks);
    expect(validated.ok).toBe(true);
  });

  it('reads a classic post: blank lines are paragraphs, [caption] is a picture with its caption', () => {
    const html = 'First line\nsecond line\n\n[caption id="attachment_7" align="alignnone" width="300"]<a href="https://old.example/b.png"><img src="https://old.example/b-300.png" /></a> Sunset over the bay[/caption]\n\nLast';
    const pieces = htmlToBlocks(html, null).pieces;
    expect(shapes(pieces.map((piece) => piece.block))).toEqual([
      ['paragraph', 'First line<br>second line'],
      ['carousel', null],
      ['paragraph', '<i>Sunset over the bay</i>'],
      ['paragraph', 'Last'],
    ]);
    // The caption depends on its picture: without the copy, both go.
    expect(pieces[2]!.picture).toBe('https://old.example/b-300.png');
  });

  it('leaves nothing executable: scripts, styles, handlers and javascript: links vanish', () => {
    const html = `<p onclick="steal()">Safe <script>alert(1)</script><a href="javascript:alert(2)">click</a><img src="x" onerror="alert(3)"></p><style>p{}</style><script>alert(4)</script><object data="x"></object><iframe src="https://evil.example/"></iframe>`;
    const blocks = sanitizeBlocks(blocksOf(html, null));
    const json = JSON.stringify(blocks);
    expect(json).not.toMatch(/alert|script|onerror|onclick|javascript|evil/i);
    expect(shapes(blocks)).toEqual([['paragraph', 'Safe click']]);
  });

  it('cuts what is over a block maximum and says so', () => {
    const long = 'слово '.repeat(3_000);
    const result = htmlToBlocks(`<p>${long}</p><ul>${'<li>x</li>'.repeat(150)}</ul>`, null);
    expect(result.truncated).toBe(true);
    expect(validateBlocks(result.pieces.map((piece) => piece.block)).ok).toBe(true);
    expect((result.pieces[1]!.block.data as { items: unknown[] }).items).toHaveLength(100);
  });

  it('composes a post: title, cover and lead shown in the feed, categories and tags as hashtags, at most 200 blocks', () => {
    const composed = composePost({
      externalId: '1',
      title: 'Заголовок & co',
      html: `<p><img src="https://old.example/cover.jpg"></p>${'<p>abc</p>'.repeat(300)}`,
      lead: '<p>Коротко</p>',
      publishedAt: null,
      draft: false,
      authorKey: null,
      tags: ['Web design', 'Путешествия', '2024', 'web-design'],
      coverUrl: 'https://old.example/cover.jpg',
      baseUrl: null,
    });
    const blocks = composed.pieces.map((piece) => piece.block);
    expect(blocks).toHaveLength(200);
    expect(composed.truncated).toBe(true);
    expect(blocks[0]).toMatchObject({ type: 'header', data: { text: 'Заголовок &amp; co' } });
    expect(blocks[1]).toMatchObject({ type: 'carousel', tunes: { ShowInFeed: true } });
    expect(blocks[2]).toMatchObject({ type: 'paragraph', data: { text: 'Коротко' }, tunes: { ShowInFeed: true } });
    expect(blocks.filter((block) => block.type === 'carousel')).toHaveLength(1);
    expect(blocks.at(-1)).toMatchObject({ type: 'paragraph', data: { text: '#Webdesign #Путешествия' } });
    expect(composed.pictures).toEqual(['https://old.example/cover.jpg']);
    expect(hashtagOf('C++')).toBe('#C');
    expect(hashtagOf('!!!')).toBeNull();
  });
});
