import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../shared/blocks/types.ts';
import { allTexts } from '../../../shared/i18n/index.ts';
import { TextsContext } from '../../platform/useT.ts';
import { image, make } from './blocks.fixtures.ts';
import { BlockList, type BlockListVariant } from './BlockList.tsx';

const texts = allTexts('ru');

function render(blocks: Block[], variant: BlockListVariant = 'page', postTitle = 'Пост с видео'): string {
  return renderToString(
    <TextsContext value={texts}>
      <BlockList blocks={blocks} variant={variant} postTitle={postTitle} />
    </TextsContext>,
  );
}

describe('BlockList', () => {
  it('renders every block type and leaves the title to the page', () => {
    const html = render([
      make.header('Заголовок поста'),
      make.paragraph('Абзац про <b>#Экономику</b>'),
      make.header('Подзаголовок'),
      make.list(),
      make.quote(),
      make.delimiter(),
      make.embed(),
      make.link(),
      make.carousel(7),
    ]);
    expect(html).not.toContain('Заголовок поста');
    expect(html).toContain('<h2');
    expect(html).toContain('Подзаголовок');
    expect(html).toContain('<b><a href="/tag/%D1%8D%D0%BA%D0%BE%D0%BD%D0%BE%D0%BC%D0%B8%D0%BA%D1%83" data-hashtag="">#Экономику</a></b>');
    expect(html).toMatch(/<ol[^>]*>.*Первый <a href="\/tag\/[^"]+" data-hashtag="">#пункт<\/a>.*<ol[^>]*>.*Вложенный/s);
    expect(html).toContain('Цитата<br>вторая строка');
    expect(html).toContain('<figcaption');
    expect(html).toContain('role="separator"');
    expect(html).toMatch(/<iframe[^>]*src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"/);
    expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('referrerPolicy="strict-origin-when-cross-origin"');
    expect(html).toContain('allow="fullscreen; encrypted-media; picture-in-picture"');
    expect(html).toContain('aspect-ratio:580 / 320');
    expect(html).toMatch(/<a href="https:\/\/example\.com\/article" rel="nofollow noopener" target="_blank"/);
    expect(html).toContain('example.com');
    // 7 items: 5 tiles, the last one saying +2; images sized to avoid layout shift.
    expect(html.match(/<img[^>]*uploads\/\d\.jpg/g)).toHaveLength(5);
    expect(html).toContain('width="1200" height="800"');
    expect(html).toContain('+<!-- -->2');
  });

  it('plays videos in place and keeps a lone picture’s shape', () => {
    const video = image(0, { is_image: false, resource_type: 'video', thumb: 'https://pero.example/t.jpg' });
    const html = render([{ id: 'v', type: 'carousel', tunes: {}, data: { items: [video] } }]);
    expect(html).toMatch(/<video[^>]*controls=""[^>]*preload="metadata"/);
    expect(html).toContain('poster="https://pero.example/t.jpg"');
    expect(render([make.carousel(1)])).toContain('aspect-ratio:1.5');
  });

  it('blurs hidden blocks under «Показать всё»', () => {
    const html = render([make.paragraph('секрет', { Hide: true })]);
    expect(html).toContain('Показать всё');
    expect(html).toMatch(/<div inert=""[^>]*blur/);
  });

  it('shows a card the blocks the server chose, title and all', () => {
    const html = render([make.header('Подзаголовок в ленте'), make.paragraph('первый')], 'card');
    expect(html).toContain('Подзаголовок в ленте');
    expect(html).toContain('первый');
    expect(html).toMatch(/text-\[16px\]/);
  });

  it('shows a gallery in a card as one cover with +N, not as a grid', () => {
    const html = render([make.paragraph('первый'), make.carousel(7)], 'card');
    expect(html.match(/<img[^>]*uploads\/\d\.jpg/g)).toEqual([expect.stringContaining('uploads/0.jpg')]);
    expect(html).toContain('aria-label="Ещё 6');
    expect(html).toContain('+<!-- -->6');
    // A 3:2 picture keeps its shape; a taller one would be cut to 16:9.
    expect(html).toContain('aspect-ratio:1.7777');
  });

  it('offers the embed on its service under the frame, in case the frame cannot load', () => {
    const html = render([make.embed()]);
    expect(html).toMatch(/<iframe[^>]*src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"/);
    expect(html).toMatch(/<a href="https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ"[^>]*target="_blank"[^>]*>Открыть на youtube\.com/);
  });

  it('names each frame after its service and its post, so frames on one page read apart', () => {
    expect(render([make.embed()])).toContain('title="YouTube в посте «Пост с видео»"');
    expect(render([make.embed()], 'card', '')).toContain('title="YouTube в посте «Без названия»"');
  });

  it('never makes an iframe from an address outside its service’s pattern', () => {
    const attempts: Array<[string, string]> = [
      ['youtube', 'javascript:alert(1)'],
      ['youtube', 'https://evil.example/embed/x'],
      ['youtube', 'https://www.youtube.com/embed/x" onload="alert(1)'],
      ['github', 'data:text/html,<script>alert(1)</script>'],
      ['unknown', 'https://www.youtube.com/embed/x'],
    ];
    for (const [service, embed] of attempts) {
      const block = { ...make.embed(embed), data: { ...(make.embed().data as object), service, embed } } as Block;
      const html = render([block]);
      expect(html).not.toContain('<iframe');
      // The reader still gets the page the author pasted, as a plain link.
      expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    }
  });

  it('renders plain-text fields as text and drops non-http links', () => {
    const link = make.link();
    const hostile = {
      ...link,
      data: { link: 'https://example.com/x', meta: { title: '<script>alert(1)</script>', description: '<img src=x onerror=alert(1)>', image: { url: 'javascript:alert(1)' } } },
    } as Block;
    const auto = make.linkAuto({ favicon: { url: 'javascript:alert(1)' }, is_post: true, data: { user: { name: '<b>x</b>', avatar: { url: 'javascript:alert(1)' } } } });
    const html = render([hostile, { ...link, id: 'l2', data: { link: 'javascript:alert(1)', meta: { title: 'x', description: '' } } } as Block, auto]);
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<script|<img src=x|javascript:/);

    const carousel = make.carousel(1);
    const item = { ...image(0), url: 'https://pero.example/a.jpg"><script>alert(1)</script>' };
    const media = render([{ ...carousel, data: { items: [item] } } as Block]);
    expect(media).not.toContain('<script');
    expect(media).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('shows an automatic link card with the site’s icon, and a link to one of our posts as a post card', () => {
    const site = render([make.linkAuto({ image: { url: 'https://example.com/n.jpg' } })]);
    expect(site).toMatch(/<a href="https:\/\/example\.com\/news" rel="nofollow noopener" target="_blank" data-link-kind="site"/);
    expect(site).toContain('src="https://example.com/favicon.ico"');
    expect(site).toContain('Новость');
    expect(site).toContain('Коротко');
    expect(site).toContain('src="https://example.com/n.jpg"');

    const post = render([
      make.linkAuto({ is_post: true, title: 'Пост на Перо', data: { user: { name: 'Анна Смирнова', avatar: { url: 'https://pero.example/a.png' } } } }),
    ]);
    // Our own post opens in the same tab, as every other post link does.
    expect(post).toMatch(/<a href="https:\/\/example\.com\/news" data-link-kind="post"/);
    expect(post).toContain('Анна Смирнова');
    expect(post).toContain('src="https://pero.example/a.png"');
    expect(post).toContain('example.com');
  });

  it('renders nothing for an empty selection', () => {
    expect(render([make.header()])).toBe('');
  });
});
