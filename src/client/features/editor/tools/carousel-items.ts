import type { CarouselItem } from '../../../../shared/blocks/types.ts';
import type { MediaAnswer } from '../../../../shared/dto/media.ts';
import { MEDIA_MIME_TYPES } from '../../../../shared/media-formats.ts';

/** The file picker offers only what the server keeps, so nothing chosen there is refused later. */
export const CAROUSEL_ACCEPT = MEDIA_MIME_TYPES.join(',');

export function acceptsFile(type: string): boolean {
  return MEDIA_MIME_TYPES.includes(type);
}

/** The file extension of the stored address: the server names files by their real format. */
export function formatOf(url: string): string | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const extension = /\.([a-z0-9]{1,10})$/i.exec(path)?.[1];
  return extension ? extension.toLowerCase() : null;
}

export function carouselItemFromUpload({ data, thumb }: MediaAnswer): CarouselItem {
  return {
    url: data.url,
    caption: {
      width: data.width,
      height: data.height,
      is_image: data.is_image,
      resource_type: data.resource_type,
      format: formatOf(data.url),
      duration: data.duration,
      thumb,
      // The upload answer does not say; a video is assumed to have sound so players offer it.
      has_audio: !data.is_image,
    },
  };
}

export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
