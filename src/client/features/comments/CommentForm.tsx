/** A retried send reuses its Idempotency-Key, so a lost answer never makes a second comment. */
import { useCallback, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LoaderCircle, Send } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import { COMMENT_LIMITS, type CommentDto } from '../../../shared/dto/comment.ts';
import { api } from '../../platform/api.ts';
import { HttpError } from '../../platform/http.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { useFailureToast, useToast } from '../../ui/toast.tsx';
import { useCommentAttachment } from './comment-attachment.ts';
import { AttachmentButtons, AttachmentPreview } from './CommentAttachment.tsx';

export type CommentFormTarget = { mode: 'new'; postId: number } | { mode: 'reply'; postId: number; parentId: number } | { mode: 'edit'; comment: CommentDto };

export interface CommentFormProps {
  target: CommentFormTarget;
  onSent(comment: CommentDto): void;
  onCancel?(): void;
  autoFocus?: boolean;
}

function send(target: CommentFormTarget, text: string, mediaIds: number[], idempotencyKey: string): Promise<CommentDto> {
  if (target.mode === 'edit') return api(calls.comments.edit, { params: { id: target.comment.id }, body: { comment: text, mediaIds } });
  const parent_id = target.mode === 'reply' ? target.parentId : null;
  return api(calls.comments.create, { body: { comment: text, post_id: target.postId, parent_id, mediaIds }, idempotencyKey });
}

export function CommentForm({ target, onSent, onCancel, autoFocus = false }: CommentFormProps) {
  const t = useT();
  const toast = useToast();
  const [text, setText] = useState(target.mode === 'edit' ? target.comment.comment : '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const fail = useFailureToast();
  const onMediaError = useCallback(
    (failure: unknown, during: 'upload' | 'removal') => fail(failure, during === 'removal' ? t('comments.attachment.removeFailed') : undefined),
    [fail, t],
  );
  const attachment = useCommentAttachment(target.mode === 'edit' ? (target.comment.media[0] ?? null) : null, onMediaError);
  const hasText = text.trim() !== '';
  const hasContent = hasText || attachment.media !== null;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!hasContent || busy || attachment.uploading) return;
    key.current ??= crypto.randomUUID();
    setBusy(true);
    setError(null);
    try {
      const comment = await send(target, text, attachment.media ? [attachment.media.id] : [], key.current);
      key.current = null;
      setText('');
      attachment.reset();
      onSent(comment);
    } catch (failure) {
      if (failure instanceof HttpError && failure.status === 422) setError(failure.firstErrors().comment ?? failure.firstErrors().mediaIds ?? failure.message);
      else if (!(failure instanceof HttpError && failure.status === 401)) toast.error(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
    if (event.key === 'Escape' && onCancel) onCancel();
  }

  const placeholder = t(target.mode === 'reply' ? 'comments.replyPlaceholder' : 'comments.placeholder');
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" data-comment-form={target.mode}>
      <textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        aria-label={t('comments.textLabel')}
        aria-invalid={error !== null}
        maxLength={COMMENT_LIMITS.length}
        rows={target.mode === 'new' ? 2 : 3}
        autoFocus={autoFocus}
        className="min-h-[44px] w-full resize-y rounded-lg border border-line bg-page px-3 py-2 text-[15px] outline-none focus:border-accent"
      />
      {error && (
        <p role="alert" className="text-[13px] text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <AttachmentPreview attachment={attachment} />
      <div className="flex items-center justify-end gap-2">
        <span className="mr-auto">
          <AttachmentButtons attachment={attachment} disabled={busy} />
        </span>
        {onCancel && <Button onClick={onCancel}>{t('comments.cancel')}</Button>}
        {hasContent && (
          <Button type="submit" variant="primary" disabled={busy || attachment.uploading !== null}>
            {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Send className="size-4" aria-hidden="true" />}
            {t(target.mode === 'edit' ? 'comments.save' : 'comments.send')}
          </Button>
        )}
      </div>
    </form>
  );
}
