import { useRef, useState } from 'react';
import { LoaderCircle, Paperclip, X } from '../../ui/icons.ts';
import { MEDIA_MIME_TYPES } from '../../../shared/media-formats.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { IconButton } from '../../ui/IconButton.tsx';
import type { CommentAttachment } from './comment-attachment.ts';
import { GifPicker } from './GifPicker.tsx';

const ACCEPT = MEDIA_MIME_TYPES.join(',');

export function AttachmentButtons({ attachment, disabled }: { attachment: CommentAttachment; disabled: boolean }) {
  const t = useT();
  const { gifSearch } = usePageProps();
  const input = useRef<HTMLInputElement>(null);
  const [gifsOpen, setGifsOpen] = useState(false);
  return (
    <div className="flex items-center">
      <IconButton label={t('comments.attachment.attach')} onClick={() => input.current?.click()} disabled={disabled} className="size-9">
        <Paperclip className="size-[18px]" aria-hidden="true" />
      </IconButton>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-comment-file
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied so that picking the same file again is a change too.
          event.target.value = '';
          if (file) attachment.pickFile(file);
        }}
      />
      {gifSearch && (
        <>
          <IconButton label={t('comments.gifs.open')} onClick={() => setGifsOpen(true)} disabled={disabled} className="size-9 text-[12px] font-bold tracking-wide">
            GIF
          </IconButton>
          <GifPicker open={gifsOpen} onOpenChange={setGifsOpen} onPick={attachment.pickGif} />
        </>
      )}
    </div>
  );
}

export function AttachmentPreview({ attachment }: { attachment: CommentAttachment }) {
  const t = useT();
  const { media, uploading } = attachment;
  if (!media && !uploading) return null;
  const shown = uploading ? { url: uploading.preview, isImage: uploading.isImage } : { url: media!.thumb ?? media!.data.url, isImage: media!.data.is_image };
  return (
    <div className="relative w-fit" data-comment-attachment={uploading ? 'uploading' : 'attached'}>
      {shown.isImage ? (
        <img src={shown.url} alt={t('comments.attachment.picture')} className="max-h-[120px] max-w-[200px] rounded-lg object-contain" />
      ) : (
        <video src={shown.url} muted playsInline preload="metadata" aria-label={t('comments.attachment.video')} className="max-h-[120px] max-w-[200px] rounded-lg bg-black" />
      )}
      {uploading && (
        <span className="absolute inset-0 flex items-center justify-center rounded-lg bg-black/40">
          <LoaderCircle className="size-6 animate-spin text-white" role="status" aria-label={t('comments.attachment.uploading')} />
        </span>
      )}
      <button
        type="button"
        onClick={attachment.remove}
        aria-label={t('comments.attachment.remove')}
        title={t('comments.attachment.remove')}
        className="absolute -right-2 -top-2 flex size-7 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
