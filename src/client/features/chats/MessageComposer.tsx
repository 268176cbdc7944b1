import { useRef, useState, type KeyboardEvent } from 'react';
import { ImagePlus, LoaderCircle, SendHorizontal, X } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import { CHAT_LIMITS, type MessageDto } from '../../../shared/dto/chat.ts';
import type { MediaAnswer } from '../../../shared/dto/media.ts';
import { pushes } from '../../../shared/realtime.ts';
import { api } from '../../platform/api.ts';
import { whisper } from '../../platform/realtime.ts';
import { useT } from '../../platform/useT.ts';
import { IconButton } from '../../ui/IconButton.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

const MAX_HEIGHT = 200;

export function MessageComposer({ chatId, channel, onSent }: { chatId: number; channel: string; onSent(message: MessageDto): void }) {
  const t = useT();
  const field = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [picture, setPicture] = useState<MediaAnswer | null>(null);
  const upload = useFormAction();
  const [sending, setSending] = useState(false);
  const lastTyping = useRef(0);
  const canSend = (text.trim() !== '' || picture !== null) && !sending && !upload.busy;

  const fit = () => {
    const element = field.current!;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT)}px`;
  };

  const send = () => {
    if (!canSend) return;
    setSending(true);
    api(calls.chats.send, { params: { chatId }, body: { content: text, media_id: picture?.id ?? null } }).then(
      (message) => {
        setText('');
        setPicture(null);
        setSending(false);
        requestAnimationFrame(fit);
        onSent(message);
        field.current?.focus();
      },
      // Spec 1 §8: a failed send is silent; the text stays in the field to send again.
      () => setSending(false),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const onChange = (value: string) => {
    setText(value);
    fit();
    const now = Date.now();
    if (value.trim() !== '' && now - lastTyping.current > CHAT_LIMITS.typingEveryMs) {
      lastTyping.current = now;
      whisper(channel, pushes.chatTyping);
    }
  };

  const attach = async (chosen: File | undefined) => {
    if (!chosen) return;
    const body = new FormData();
    body.append('file', chosen);
    const answer = await upload.run(() => api(calls.media.upload, { body }), { fallback: t('chats.errors.notSent') });
    if (answer) setPicture(answer);
  };

  return (
    <div className="border-t border-line px-3 py-3 nav:px-5">
      {(picture || upload.busy) && (
        <div className="mb-2 flex items-center gap-2">
          {upload.busy ? (
            <span className="inline-flex items-center gap-2 text-[13px] text-muted">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {t('chats.uploading')}
            </span>
          ) : (
            picture && (
              <span className="relative inline-block">
                <img src={picture.thumb ?? picture.data.url} alt={t('chats.picture')} className="h-16 w-auto rounded-lg object-cover" />
                <button
                  type="button"
                  onClick={() => setPicture(null)}
                  aria-label={t('chats.removePicture')}
                  title={t('chats.removePicture')}
                  className="absolute -right-2 -top-2 inline-flex size-6 items-center justify-center rounded-full bg-fg text-surface"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </span>
            )
          )}
        </div>
      )}
      <div className="flex items-end gap-2">
        <IconButton label={t('chats.attach')} onClick={() => file.current?.click()} disabled={upload.busy}>
          <ImagePlus className="size-5" aria-hidden="true" />
        </IconButton>
        <input ref={file} type="file" accept="image/*" hidden onChange={(event) => {
            void attach(event.target.files?.[0]);
            // The same file may be chosen again after removing it.
            event.target.value = '';
          }}
        />
        <textarea
          ref={field}
          value={text}
          rows={1}
          maxLength={CHAT_LIMITS.messageLength}
          placeholder={t('chats.placeholder')}
          aria-label={t('chats.placeholder')}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="block max-h-[200px] min-h-[42px] flex-1 resize-none rounded-[10px] border border-line bg-page px-3 py-[9px] text-[15px] leading-[22px] outline-none focus:border-accent"
          data-composer
        />
        <IconButton label={t('chats.send')} onClick={send} disabled={!canSend} className="text-accent disabled:text-muted disabled:opacity-60" data-send>
          <SendHorizontal className="size-5" aria-hidden="true" />
        </IconButton>
      </div>
    </div>
  );
}
