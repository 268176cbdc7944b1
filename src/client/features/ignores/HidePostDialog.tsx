import { useEffect, useState } from 'react';
import { EyeOff, FolderX, UserX, type IconComponent } from '../../ui/icons.ts';
import clsx from 'clsx';
import { calls } from '../../../shared/api/index.ts';
import type { HideType } from '../../../shared/dto/ignore.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { markHidden } from './hidden-now.ts';

export interface HidePostDialogProps {
  post: Pick<PostDto, 'id' | 'user' | 'category'>;
  open: boolean;
  onOpenChange(open: boolean): void;
}

const NOTICES = { post: 'moderation.hide.postHidden', user: 'moderation.hide.authorBlocked', community: 'moderation.hide.communityBlocked' } as const;

export function HidePostDialog({ post, open, onOpenChange }: HidePostDialogProps) {
  const t = useT();
  const toast = useToast();
  const { busy, run } = useFormAction();
  const [choice, setChoice] = useState<HideType>('post');
  const community = post.category;

  useEffect(() => {
    if (open) setChoice('post');
  }, [open]);

  async function hide() {
    const id = choice === 'post' ? post.id : choice === 'user' ? post.user.id : community!.id;
    if (!(await run(() => api(calls.ignores.hide, { params: { id }, body: { type: choice } })))) return;
    onOpenChange(false);
    markHidden(choice === 'post' ? 'post' : 'subsite', id, true);
    toast.success(t(NOTICES[choice]));
  }

  const options: { type: HideType; icon: IconComponent; label: string }[] = [
    { type: 'post', icon: EyeOff, label: t('ignores.modal.post') },
    { type: 'user', icon: UserX, label: t('ignores.modal.user', { name: post.user.name }) },
    ...(community ? [{ type: 'community' as const, icon: FolderX, label: t('ignores.modal.community', { name: community.name }) }] : []),
  ];
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('ignores.modal.title')}>
      <fieldset className="mt-4 flex min-w-0 flex-col gap-2">
        <legend className="sr-only">{t('ignores.modal.title')}</legend>
        {options.map(({ type, icon: Icon, label }) => (
          <label
            key={type}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-[15px] transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
              choice === type ? 'border-accent bg-accent-soft' : 'border-line hover:bg-page',
            )}
          >
            <input type="radio" name="hide-type" value={type} checked={choice === type} onChange={() => setChoice(type)} className="sr-only" />
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{label}</span>
          </label>
        ))}
      </fieldset>
      <div className="mt-5 flex justify-end gap-2">
        <Button onClick={() => onOpenChange(false)}>{t('ignores.modal.cancel')}</Button>
        <Button variant="primary" disabled={busy} onClick={() => void hide()}>
          {t('moderation.hide.submit')}
        </Button>
      </div>
    </Modal>
  );
}
