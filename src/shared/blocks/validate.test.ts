import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/index.ts';
import { renderFieldMessages } from '../i18n/messages.ts';
import { BLOCK_LIMITS, validateBlocks, type Block } from './index.ts';
import { EMBED_FRAME_SOURCES, type EmbedService } from './embed-services.ts';

function ok(input: unknown): Block[] {
  const result = validateBlocks(input);
  if (!result.ok) throw new Error(`expected valid blocks, got ${JSON.stringify(result.errors)}`);
  return result.blocks;
}

/** The problems as an English reader sees them, which keeps the expectations short to read. */
function errors(input: unknown): Record<string, string[]> {
  const result = validateBlocks(input);
  if (result.ok) throw new Error('expected errors');
  return renderFieldMessages(translator('en'), result.errors);
}

const block = (type: string, data: unknown, extra: Record<string, unknown> = {}) => ({ id: 'abc123', type, data, ...extra });

describe('validateBlocks: document forms', () => {
  it('accepts an Editor.js document, a bare array and a JSON string of either', () => {
    const blocks = [block('paragraph', { text: 'Привет' })];
    expect(ok({ time: 1, blocks, version: '2.31.0' })).toHaveLength(1);
    expect(ok(blocks)).toHaveLength(1);
    expect(ok(JSON.stringify({ blocks }))).toHaveLength(1);
    expect(ok(JSON.stringify(blocks))).toHaveLength(1);
  });

  it('refuses what is not a document', () => {
    expect(errors('not json')).toHaveProperty('blocks');
    expect(errors(42)).toHaveProperty('blocks');
    expect(errors({})).toEqual({ blocks: ['This field is required'] });
    expect(errors(null)).toHaveProperty('blocks');
  });

  it('limits the number of blocks', () => {
    const many = Array.from({ length: BLOCK_LIMITS.blocks + 1 }, (_, i) => block('delimiter', {}, { id: `d${i}` }));
    expect(errors(many)).toEqual({ blocks: ['At most 200 items'] });
    expect(ok(many.slice(1))).toHaveLength(200);
  });

  it('says what is wrong as message codes with their parameters, left to the edge to translate', () => {
    expect(validateBlocks([block('paragraph', { text: 1 }), block('header', { text: 'x'.repeat(301) })])).toEqual({
      ok: false,
      errors: { 'blocks.0.data.text': [{ code: 'validation.invalid' }], 'blocks.1.data.text': [{ code: 'validation.tooLong', params: { max: 300 } }] },
    });
  });
});

describe('validateBlocks: every block', () => {
  it('keys errors by path and reports all of them', () => {
    expect(
      errors([
        block('paragraph', { text: 'ok' }),
        block('mystery', {}, { id: 'x1' }),
        block('paragraph', { text: 'x'.repeat(10_001) }, { id: 'x2' }),
        { id: 'x3' },
        'nope',
      ]),
    ).toEqual({
      'blocks.1.type': ['Invalid value'],
      'blocks.2.data.text': ['At most 10000 characters'],
      'blocks.3.type': ['This field is required'],
      'blocks.4': ['Invalid value'],
    });
  });

  it('checks ids: at most 32 safe characters, unique, generated when missing', () => {
    expect(errors([block('delimiter', {}, { id: 'x'.repeat(33) })])).toHaveProperty(['blocks.0.id']);
    expect(errors([block('delimiter', {}, { id: 'a"><b' })])).toHaveProperty(['blocks.0.id']);
    expect(errors([block('delimiter', {}), block('delimiter', {})])).toHaveProperty(['blocks.1.id']);
    const [generated] = ok([{ type: 'delimiter', data: {} }]);
    expect(generated!.id).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it('keeps the two tunes, refuses non-boolean values and ignores other tunes', () => {
    const [b] = ok([block('delimiter', {}, { tunes: { ShowInFeed: true, Hide: false, somethingElse: 1 } })]);
    expect(b!.tunes).toEqual({ ShowInFeed: true, Hide: false });
    expect(ok([block('delimiter', {})])[0]!.tunes).toEqual({});
    expect(errors([block('delimiter', {}, { tunes: { Hide: 'yes' } })])).toHaveProperty(['blocks.0.tunes.Hide']);
    expect(errors([block('delimiter', {}, { tunes: [] })])).toHaveProperty(['blocks.0.tunes']);
  });

  it('requires data to be an object', () => {
    expect(errors([block('embed', 'https://youtube.com')])).toHaveProperty(['blocks.0.data']);
  });
});

describe('validateBlocks: block types', () => {
  it('paragraph: text up to 10 000 characters; empty text is left for the sanitizer to drop', () => {
    expect(ok([block('paragraph', { text: '' })])[0]!.data).toEqual({ text: '' });
    expect(ok([block('paragraph', { text: 'x'.repeat(10_000) })])).toHaveLength(1);
  });

  it('header: level 2 only, text up to 300', () => {
    expect(ok([block('header', { text: 'Заголовок' })])[0]!.data).toEqual({ text: 'Заголовок', level: 2 });
    expect(ok([block('header', { text: 'Заголовок', level: 2 })])).toHaveLength(1);
    expect(errors([block('header', { text: 'H', level: 3 })])).toHaveProperty(['blocks.0.data.level']);
    expect(errors([block('header', { text: 'x'.repeat(301) })])).toEqual({ 'blocks.0.data.text': ['At most 300 characters'] });
  });

  it('list: strings and nested objects both become {content, items}', () => {
    const [old] = ok([block('list', { style: 'ordered', items: ['one', 'two'] })]);
    expect(old!.data).toEqual({ style: 'ordered', items: [{ content: 'one', items: [] }, { content: 'two', items: [] }] });
    const [nested] = ok([
      block('list', {
        style: 'unordered',
        meta: {},
        items: [{ content: 'a', meta: {}, items: [{ content: 'a.1', meta: {}, items: [] }] }],
      }),
    ]);
    expect(nested!.data).toEqual({ style: 'unordered', items: [{ content: 'a', items: [{ content: 'a.1', items: [] }] }] });
  });

  it('list: style, item count (nested ones too), item length and depth are limited', () => {
    expect(errors([block('list', { style: 'checklist', items: [] })])).toHaveProperty(['blocks.0.data.style']);
    expect(errors([block('list', { items: Array(101).fill('x') })])).toEqual({ 'blocks.0.data.items': ['At most 100 items'] });
    const parent = { content: 'p', items: Array(100).fill('x') };
    expect(errors([block('list', { items: [parent] })])).toHaveProperty(['blocks.0.data.items']);
    expect(errors([block('list', { items: ['x'.repeat(2001)] })])).toEqual({ 'blocks.0.data.items.0': ['At most 2000 characters'] });
    expect(errors([block('list', { items: [{ content: 1 }] })])).toHaveProperty(['blocks.0.data.items.0.content']);
    let deep: unknown = { content: 'leaf', items: [] };
    for (let i = 0; i < 5; i++) deep = { content: `level ${i}`, items: [deep] };
    expect(validateBlocks([block('list', { items: [deep] })]).ok).toBe(false);
  });

  it('quote: text 3000, caption 500, alignment left or center (left by default)', () => {
    expect(ok([block('quote', { text: 'Цитата', caption: 'Автор' })])[0]!.data).toEqual({ text: 'Цитата', caption: 'Автор', alignment: 'left' });
    expect(errors([block('quote', { text: 'x'.repeat(3001), caption: 'y'.repeat(501), alignment: 'right' })])).toEqual({
      'blocks.0.data.text': ['At most 3000 characters'],
      'blocks.0.data.caption': ['At most 500 characters'],
      'blocks.0.data.alignment': ['Invalid value'],
    });
  });

  it('delimiter: no data', () => {
    expect(ok([block('delimiter', { anything: 1 })])[0]!.data).toEqual({});
  });

  it('link: an http(s) link with optional meta', () => {
    const [link] = ok([block('link', { link: 'https://example.com/a', meta: { title: 'T', description: 'D', image: { url: 'https://example.com/i.png' } } })]);
    expect(link!.data).toEqual({ link: 'https://example.com/a', meta: { title: 'T', description: 'D', image: { url: 'https://example.com/i.png' } } });
    expect(ok([block('link', { link: 'https://example.com', meta: { image: { url: '' } } })])[0]!.data).toEqual({
      link: 'https://example.com/',
      meta: { title: '', description: '' },
    });
    expect(errors([block('link', { link: '' })])).toEqual({ 'blocks.0.data.link': ['This field is required'] });
    expect(errors([block('link', { link: 'javascript:alert(1)' })])).toHaveProperty(['blocks.0.data.link']);
    expect(errors([block('link', { link: 'https://x.test', meta: { image: { url: 'data:image/png;base64,AAAA' } } })])).toHaveProperty([
      'blocks.0.data.meta.image.url',
    ]);
    expect(errors([block('link', { link: `https://example.com/${'a'.repeat(2048)}` })])).toEqual({ 'blocks.0.data.link': ['At most 2048 characters'] });
  });

  it('linkAuto: a link card with a favicon, and for a post of ours its author', () => {
    const meta = {
      title: 'T',
      description: 'D',
      favicon: { url: 'https://example.com/favicon.ico' },
      image: { url: 'https://example.com/i.png' },
      is_post: true,
      data: { user: { name: 'Анна', avatar: { url: 'https://example.com/a.png' }, email: 'dropped@example.com' } },
    };
    const [auto] = ok([block('linkAuto', { link: 'https://example.com/p', meta })]);
    expect(auto!.data).toEqual({ link: 'https://example.com/p', meta: { ...meta, data: { user: { name: 'Анна', avatar: { url: 'https://example.com/a.png' } } } } });
    // Not a post: no author is kept, and is_post defaults to false.
    expect(ok([block('linkAuto', { link: 'https://example.com/', meta: { title: 'T', data: meta.data } })])[0]!.data).toEqual({
      link: 'https://example.com/',
      meta: { title: 'T', description: '', is_post: false },
    });
    expect(errors([block('linkAuto', { link: 'https://x.test', meta: { is_post: 'yes', favicon: { url: 'javascript:alert(1)' } } })])).toEqual({
      'blocks.0.data.meta.is_post': ['Invalid value'],
      'blocks.0.data.meta.favicon.url': ['Invalid value'],
    });
    expect(errors([block('linkAuto', { link: 'https://x.test', meta: { is_post: true, data: { user: { name: '' } } } })])).toHaveProperty([
      'blocks.0.data.meta.data.user.name',
    ]);
  });

  it('URLs: only http(s), no smuggled whitespace, stored normalised', () => {
    for (const bad of ['ftp://x.test/', '//x.test/a', '/relative', 'java\tscript:alert(1)', ' https://x.test', 'https://x.test/a b', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>']) {
      expect(validateBlocks([block('link', { link: bad })]).ok, bad).toBe(false);
    }
    expect(ok([block('link', { link: 'HTTPS://Пример.рф/путь?q="x"' })])[0]!.data).toMatchObject({
      link: 'https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C?q=%22x%22',
    });
  });

  it('carousel: up to 50 items; the caption JSON string becomes an object', () => {
    const caption = JSON.stringify({ width: 640, height: 480, is_image: true, format: 'WEBP', duration: null, thumb: 'https://x.test/t.webp', resource_type: 'image', has_audio: false, extra: 'dropped' });
    const [c] = ok([block('carousel', { items: [{ url: 'https://x.test/a.webp', caption }, { url: '', caption: '' }] })]);
    expect(c!.data).toEqual({
      items: [
        { url: 'https://x.test/a.webp', caption: { width: 640, height: 480, is_image: true, format: 'webp', duration: null, thumb: 'https://x.test/t.webp', resource_type: 'image', has_audio: false } },
        { url: '', caption: { width: null, height: null, is_image: true, format: null, duration: null, thumb: null, resource_type: 'image', has_audio: false } },
      ],
    });
    const [video] = ok([block('carousel', { items: [{ url: 'https://x.test/v.mp4', caption: { is_image: false, duration: 12.5, has_audio: true } }] })]);
    expect(video!.data).toMatchObject({ items: [{ caption: { resource_type: 'video', is_image: false, duration: 12.5, has_audio: true } }] });
  });

  it('carousel: malformed items are refused by path', () => {
    expect(errors([block('carousel', { items: Array(51).fill({ url: 'https://x.test/a.png' }) })])).toEqual({ 'blocks.0.data.items': ['At most 50 items'] });
    expect(
      errors([
        block('carousel', {
          items: [{ url: 'javascript:alert(1)' }, { url: 'https://x.test', caption: '{broken' }, { url: 'https://x.test', caption: { width: -1, thumb: 'data:x', resource_type: 'audio', format: '<svg>' } }],
        }),
      ]),
    ).toEqual({
      'blocks.0.data.items.0.url': ['Invalid value'],
      'blocks.0.data.items.1.caption': ['Invalid value'],
      'blocks.0.data.items.2.caption.width': ['Invalid value'],
      'blocks.0.data.items.2.caption.thumb': ['Invalid value'],
      'blocks.0.data.items.2.caption.resource_type': ['Invalid value'],
      'blocks.0.data.items.2.caption.format': ['Invalid value'],
    });
  });
});

describe('validateBlocks: embeds', () => {
  const embed = (service: string, url: string, extra: Record<string, unknown> = {}) =>
    block('embed', { service, source: 'https://example.com/source', embed: url, width: 580, height: 320, caption: '', ...extra });

  const accepted: Array<[string, string]> = [
    ['youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=30'],
    ['vimeo', 'https://player.vimeo.com/video/12345?title=0&byline=0'],
    ['coub', 'https://coub.com/embed/abc12'],
    ['vine', 'https://vine.co/v/abcDEF/embed/simple/'],
    ['imgur', 'http://imgur.com/abc123/embed'],
    ['gfycat', 'https://gfycat.com/ifr/SomeName'],
    ['twitch-channel', 'https://player.twitch.tv/?channel=some_channel'],
    ['twitch-video', 'https://player.twitch.tv/?video=v123456'],
    ['yandex-music-album', 'https://music.yandex.ru/iframe/#album/123/'],
    ['yandex-music-track', 'https://music.yandex.ru/iframe/#track/123/456/'],
    ['yandex-music-playlist', 'https://music.yandex.ru/iframe/#playlist/user.name/1001/show/cover/description/'],
    ['codepen', 'https://codepen.io/someone/embed/abcXYZ?height=300&theme-id=0&default-tab=css,result&embed-version=2'],
    ['instagram', 'https://www.instagram.com/p/Cabc_12/embed'],
    ['instagram', 'https://www.instagram.com/reel/Cabc_12/embed'],
    ['twitter', 'https://platform.twitter.com/embed/Tweet.html?id=1234567890'],
    ['pinterest', 'https://assets.pinterest.com/ext/embed.html?id=123456'],
    ['facebook', 'https://www.facebook.com/plugins/post.php?href=https://www.facebook.com/someone/posts/123&width=500'],
    ['aparat', 'https://www.aparat.com/video/video/embed/videohash/abc12/vt/frame'],
    ['miro', 'https://miro.com/app/live-embed/o9J_abc=/'],
    ['github', 'data:text/html;charset=utf-8,<head><base target="_blank" /></head><body><script src="https://gist.github.com/someone/0123abcd.js" ></script></body>'],
    ['vk', 'https://vk.com/video_ext.php?oid=-123&id=456&hash=abcdef'],
  ];

  it.each(accepted)('accepts %s frames from the service host', (service, url) => {
    const [b] = ok([embed(service, url)]);
    expect(b!.data).toMatchObject({ service, embed: url.replace(/^http:/, 'https:'), width: 580, height: 320 });
  });

  it.each(accepted)('names the %s frame host among the Content-Security-Policy frame sources', (service, url) => {
    const frame = url.replace(/^http:/, 'https:');
    const source = frame.startsWith('data:') ? 'data:' : new URL(frame).origin;
    expect(EMBED_FRAME_SOURCES[service as EmbedService]).toContain(source);
  });

  const refused: Array<[string, string]> = [
    ['youtube', 'https://evil.test/embed/x'],
    ['youtube', 'https://www.youtube.com.evil.test/embed/x'],
    ['youtube', 'https://www.youtube.com@evil.test/embed/x'],
    ['youtube', 'javascript:alert(1)//https://www.youtube.com/embed/x'],
    ['youtube', 'https://www.youtube.com/embed/x" onload="alert(1)'],
    ['youtube', 'https://player.vimeo.com/video/123'],
    ['vimeo', 'data:text/html,<script>alert(1)</script>'],
    ['github', 'data:text/html;charset=utf-8,<script>alert(1)</script>'],
    ['github', 'data:text/html;charset=utf-8,<head><base target="_blank" /></head><body><script src="https://evil.test/x.js" ></script></body>'],
    ['twitch-video', 'https://player.twitch.tv/?video=v1&parent=<x>'],
  ];

  it.each(refused)('refuses %s frame %s', (service, url) => {
    expect(errors([embed(service, url)])).toHaveProperty(['blocks.0.data.embed']);
  });

  it('refuses unknown services, bad sources and sizes', () => {
    expect(errors([embed('reddit', 'https://www.redditmedia.com/r/x')])).toHaveProperty(['blocks.0.data.service']);
    expect(errors([embed('youtube', 'https://www.youtube.com/embed/x', { source: 'javascript:alert(1)', width: 'wide', height: -5 })])).toEqual({
      'blocks.0.data.source': ['Invalid value'],
      'blocks.0.data.width': ['Invalid value'],
      'blocks.0.data.height': ['Invalid value'],
    });
    expect(ok([embed('youtube', 'https://www.youtube.com/embed/x', { width: undefined, height: '320' })])[0]!.data).toMatchObject({ width: null, height: 320 });
  });
});
