// Images are re-encoded on upload; videos are stored as they are, so only containers browsers play
// natively are kept.
export const MEDIA_FORMATS = {
  image: { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' },
  video: { mp4: 'video/mp4', webm: 'video/webm' },
} as const;

export type ImageFormat = keyof typeof MEDIA_FORMATS.image;
export type VideoFormat = keyof typeof MEDIA_FORMATS.video;

export const MEDIA_MIME_TYPES: readonly string[] = [...Object.values(MEDIA_FORMATS.image), ...Object.values(MEDIA_FORMATS.video)];
