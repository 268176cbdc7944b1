/**
 * The hide modal of a post (spec 1 "hide post"): hide this post, or every post of its author
 * or of its community. The choice is sent to `POST /ignore/{id}/by-type`; once the server
 * confirms, the cards leave the page and the spec's notice shows. Failures show the server's
 * message (spec 1 §8 lists ignore among the silent ones, but a modal left open needs a reason).
 */
import { useState } from 'react';
import { EyeOff, FolderX, UserX } from 'lucide-react';
import { calls } from '../../../shared/api/index.ts';
import type { HideType } from '../../../shared/dto/ignore.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import { api } from '../../platform/api.ts';
import { errorText } from '../../platform/http.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { markHidden } from './hidden-now.ts';

export interface HidePostDialogProps {
  post: Pick<PostDto, 'id' | 'user' | 'category'>;
  open: boolean;
  onOpenChange(open: boolean): void;
}

const NOTICES = { post: 'ignores.postHidden', user: 'ignores.blocked', community: 'ignores.topicHidden' } as const;

export function HidePostDialog({ post, open, onOpenChange }: HidePostDialogProps) {
  const t = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const community = post.category;

  async function hide(type: HideType, id: number) {
    setBusy(true);
    try {
      await api(calls.ignores.hide, { params: { id }, body: { type } });
      onOpenChange(false);
      markHidden(type === 'post' ? 'post' : 'subsite', id, true);
      toast.success(t(NOTICES[type]));
    } catch (error) {
      const text = errorText(error);
      if (text) toast.error(text);
    } finally {
      setBusy(false);
    }
  }

  const option = 'w-full justify-start gap-3 text-left';
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('ignores.modal.title')}>
      <div className="mt-4 flex flex-col gap-2">
        <Button disabled={busy} onClick={() => void hide('post', post.id)} className={option}>
          <EyeOff className="size-4 shrink-0" aria-hidden="true" />
          {t('ignores.modal.post')}
        </Button>
        <Button disabled={busy} onClick={() => void hide('user', post.user.id)} className={option}>
          <UserX className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{t('ignores.modal.user', { name: post.user.name })}</span>
        </Button>
        {community && (
          <Button disabled={busy} onClick={() => void hide('community', community.id)} className={option}>
            <FolderX className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{t('ignores.modal.community', { name: community.name })}</span>
          </Button>
        )}
      </div>
      <div className="mt-5 flex justify-end">
        <Button onClick={() => onOpenChange(false)}>{t('ignores.modal.cancel')}</Button>
      </div>
    </Modal>
  );
}
