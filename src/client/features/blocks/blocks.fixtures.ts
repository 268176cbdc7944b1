import type { Block, BlockTunes, CarouselItem, LinkAutoMeta } from '../../../shared/blocks/types.ts';

let seq = 0;
const base = (tunes: BlockTunes = {}) => ({ id: `b${++seq}`, tunes });

export const make = {
  header: (text = 'Заголовок', tunes?: BlockTunes): Block => ({ ...base(tunes), type: 'header', data: { text, level: 2 } }),
  paragraph: (text = 'Текст абзаца', tunes?: BlockTunes): Block => ({ ...base(tunes), type: 'paragraph', data: { text } }),
  list: (tunes?: BlockTunes): Block => ({
    ...base(tunes),
    type: 'list',
    data: { style: 'ordered', items: [{ content: 'Первый #пункт', items: [{ content: 'Вложенный', items: [] }] }, { content: 'Второй', items: [] }] },
  }),
  quote: (tunes?: BlockTunes): Block => ({
    ...base(tunes),
    type: 'quote',
    data: { text: 'Цитата<br>вторая строка', caption: 'Автор', alignment: 'center' },
  }),
  delimiter: (tunes?: BlockTunes): Block => ({ ...base(tunes), type: 'delimiter', data: {} }),
  embed: (embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ', tunes?: BlockTunes): Block => ({
    ...base(tunes),
    type: 'embed',
    data: { service: 'youtube', source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embed, width: 580, height: 320, caption: 'Видео' },
  }),
  link: (tunes?: BlockTunes): Block => ({
    ...base(tunes),
    type: 'link',
    data: { link: 'https://example.com/article', meta: { title: 'Статья', description: 'Описание', image: { url: 'https://example.com/a.jpg' } } },
  }),
  linkAuto: (meta: Partial<LinkAutoMeta> = {}, tunes?: BlockTunes): Block => ({
    ...base(tunes),
    type: 'linkAuto',
    data: {
      link: 'https://example.com/news',
      meta: { title: 'Новость', description: 'Коротко', favicon: { url: 'https://example.com/favicon.ico' }, is_post: false, ...meta },
    },
  }),
  carousel: (count = 2, tunes?: BlockTunes): Block => ({ ...base(tunes), type: 'carousel', data: { items: Array.from({ length: count }, (_, i) => image(i)) } }),
};

export function image(index: number, overrides: Partial<CarouselItem['caption']> = {}): CarouselItem {
  return {
    url: `https://pero.example/uploads/${index}.jpg`,
    caption: {
      width: 1200,
      height: 800,
      is_image: true,
      resource_type: 'image',
      format: 'jpg',
      duration: null,
      thumb: null,
      has_audio: false,
      ...overrides,
    },
  };
}
