import { useState } from 'react';
import { COMMENT_LIMITS } from '../../../shared/dto/comment.ts';
import type { MediaAnswer } from '../../../shared/dto/media.ts';
import { useT } from '../../platform/useT.ts';
import { Lightbox } from '../blocks/index.ts';

const { width: BOX_WIDTH, height: BOX_HEIGHT } = COMMENT_LIMITS.mediaBox;

export function fitInBox(width: number | null, height: number | null): { width: number; height: number } | null {
  if (!width || !height) return null;
  const scale = Math.min(1, BOX_WIDTH / width, BOX_HEIGHT / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export function CommentMedia({ media }: { media: MediaAnswer[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const item = media[0];
  if (!item) return null;
  const { data } = item;
  const size = fitInBox(data.width, data.height);
  const box = { maxWidth: `min(100%, ${BOX_WIDTH}px)`, maxHeight: BOX_HEIGHT };

  if (!data.is_image) {
    return <video src={data.url} controls playsInline preload="metadata" width={size?.width} height={size?.height} style={box} aria-label={t('comments.attachment.video')} className="mt-2 rounded-lg bg-black" />;
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-label={t('comments.attachment.open')} className="mt-2 block w-fit overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-accent" data-comment-media>
        {/* The whole file, not the thumbnail: a GIF's thumbnail is its first frame only. */}
        <img src={data.url} alt={t('comments.attachment.picture')} width={size?.width} height={size?.height} loading="lazy" style={box} className="h-auto w-auto object-contain" />
      </button>
      <Lightbox
        items={[{ url: data.url, caption: { width: data.width, height: data.height, is_image: true, resource_type: 'image', format: null, duration: null, thumb: item.thumb, has_audio: false } }]}
        index={open ? 0 : null}
        onIndexChange={(index) => setOpen(index !== null)}
      />
    </>
  );
}
