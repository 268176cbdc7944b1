import { describe, expect, it } from 'vitest';
import { remember, RECENT_SEARCHES_MAX, thumbOf } from './local-lists.ts';
import type { Block } from '../../../shared/blocks/types.ts';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

describe('remember', () => {
  it('puts the newest first and keeps an entry once', () => {
    expect(remember(['кот', 'пёс'], 'Пёс', RECENT_SEARCHES_MAX, same)).toEqual(['Пёс', 'кот']);
  });

  it('keeps at most max entries', () => {
    const list = Array.from({ length: RECENT_SEARCHES_MAX }, (_, index) => `запрос ${index}`);
    const next = remember(list, 'новый', RECENT_SEARCHES_MAX, same);
    expect(next).toHaveLength(RECENT_SEARCHES_MAX);
    expect(next[0]).toBe('новый');
    expect(next).not.toContain(`запрос ${RECENT_SEARCHES_MAX - 1}`);
  });
});

describe('thumbOf', () => {
  const caption = (is_image: boolean, thumb: string | null = null) => ({ width: 1, height: 1, is_image, resource_type: is_image ? 'image' : 'video', format: null, duration: null, thumb, has_audio: false });
  it('takes the first picture of the carousels, or a video’s thumbnail', () => {
    const blocks = [
      { id: 'a', type: 'paragraph', data: { text: 'x' } },
      { id: 'b', type: 'carousel', data: { items: [{ url: '/uploads/v.mp4', caption: caption(false, '/uploads/v.jpg') }] } },
    ] as unknown as Block[];
    expect(thumbOf(blocks)).toBe('/uploads/v.jpg');
    expect(thumbOf([{ id: 'c', type: 'carousel', data: { items: [{ url: '/uploads/p.webp', caption: caption(true) }] } }] as unknown as Block[])).toBe('/uploads/p.webp');
    expect(thumbOf([])).toBeNull();
  });
});
