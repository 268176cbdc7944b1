/**
 * The formats Pero keeps, by kind, with their MIME types. Images are re-encoded on upload;
 * videos are stored as they are, so only containers browsers play natively are kept. The
 * server recognises exactly these, and the editor's file picker offers exactly these.
 */
export const MEDIA_FORMATS = {
  image: { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' },
  video: { mp4: 'video/mp4', webm: 'video/webm' },
} as const;

export type ImageFormat = keyof typeof MEDIA_FORMATS.image;
export type VideoFormat = keyof typeof MEDIA_FORMATS.video;

/** Every kept MIME type, for a file input's `accept` and the editor's paste filter. */
export const MEDIA_MIME_TYPES: readonly string[] = [...Object.values(MEDIA_FORMATS.image), ...Object.values(MEDIA_FORMATS.video)];
