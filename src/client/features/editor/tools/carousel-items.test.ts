import { describe, expect, it } from 'vitest';
import { acceptsFile, CAROUSEL_ACCEPT, carouselItemFromUpload, formatOf, moveItem } from './carousel-items.ts';

describe('carouselItemFromUpload', () => {
  it('turns an image answer of POST /media into an item with its caption object', () => {
    const item = carouselItemFromUpload({
      id: 5,
      data: { url: 'http://localhost:3000/uploads/2026/11/ab12.WEBP', width: 1280, height: 720, resource_type: 'image', is_image: true, duration: null },
      thumb: 'http://localhost:3000/uploads/2026/11/ab12-thumb.webp',
    });
    expect(item).toEqual({
      url: 'http://localhost:3000/uploads/2026/11/ab12.WEBP',
      caption: {
        width: 1280,
        height: 720,
        is_image: true,
        resource_type: 'image',
        format: 'webp',
        duration: null,
        thumb: 'http://localhost:3000/uploads/2026/11/ab12-thumb.webp',
        has_audio: false,
      },
    });
  });

  it('keeps a video’s duration and assumes it has sound', () => {
    const item = carouselItemFromUpload({
      id: 6,
      data: { url: 'https://pero.test/uploads/v.mp4', width: null, height: null, resource_type: 'video', is_image: false, duration: 12.5 },
      thumb: null,
    });
    expect(item.caption).toMatchObject({ resource_type: 'video', is_image: false, format: 'mp4', duration: 12.5, thumb: null, has_audio: true });
  });
});

describe('formatOf', () => {
  it('reads the extension of the path, not of the query', () => {
    expect(formatOf('https://x.test/a/b.gif?x=1.png')).toBe('gif');
    expect(formatOf('https://x.test/a/b')).toBeNull();
    expect(formatOf('not a url')).toBeNull();
  });
});

describe('acceptsFile', () => {
  it('takes the png, gif, jpeg and webp images and the mp4 and webm videos the server keeps', () => {
    for (const type of ['image/png', 'image/gif', 'image/jpeg', 'image/webp', 'video/mp4', 'video/webm']) expect(acceptsFile(type), type).toBe(true);
    for (const type of ['image/svg+xml', 'image/bmp', 'image/heic', 'video/quicktime', 'video/x-matroska', 'application/pdf', '']) {
      expect(acceptsFile(type), type).toBe(false);
    }
  });

  it('offers the file picker the same types', () => {
    expect(CAROUSEL_ACCEPT.split(',').every(acceptsFile)).toBe(true);
    expect(CAROUSEL_ACCEPT).toContain('video/webm');
  });
});

describe('moveItem', () => {
  it('swaps with the neighbour and leaves the edges alone', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
