import { useId, useState, type FormEvent } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { COMMUNITY_LIMITS } from '../../../shared/dto/community.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { Field, FieldError } from './fields.tsx';

const DEFAULT_DAYS = '7';

export interface BanModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The ban goes to `/{slug}/settings/users/ban`; null bans on the whole site. */
  communitySlug: string | null;
  user: { id: number; name: string };
  /** Set: the ban closes the post author's blog to this comment's author (`communitySlug` is then unused). */
  blogCommentId?: number;
  onBanned?(until: string | null): void;
}

export function BanModal({ open, onOpenChange, communitySlug, user, blogCommentId, onBanned }: BanModalProps) {
  const t = useT();
  const toast = useToast();
  const daysId = useId();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [forever, setForever] = useState(false);
  const { busy, errors, tracked, run } = useFormAction(['reason', 'banDays']);

  const editDays = tracked('banDays', setDays);

  async function submit(event: FormEvent) {
    const banDays = Number.parseInt(days, 10);
    const terms = { reason, banForever: forever, ...(!forever && Number.isFinite(banDays) ? { banDays } : {}) };
    const ban = await run(
      () =>
        blogCommentId !== undefined
          ? api(calls.comments.banInBlog, { params: { id: blogCommentId }, body: terms })
          : communitySlug === null
            ? api(calls.communities.siteBan, { params: { id: user.id }, body: terms })
            : api(calls.communities.ban, { params: { owner: communitySlug }, body: { user_id: user.id, ...terms } }),
      { event },
    );
    if (!ban) return;
    toast.success(t(blogCommentId !== undefined ? 'comments.banInBlog.done' : 'communities.ban.done'));
    onBanned?.(ban.date_unbanned);
    onOpenChange(false);
    setReason('');
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t(blogCommentId !== undefined ? 'comments.banInBlog.title' : communitySlug === null ? 'communities.ban.titleSite' : 'communities.ban.title')}>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4" data-testid="ban-modal">
        <p className="text-[15px] text-muted">{t('communities.ban.user', { name: user.name })}</p>
        <Field name="reason" label={t('communities.ban.reason')} value={reason} onValueChange={tracked('reason', setReason)} maxLength={COMMUNITY_LIMITS.reason} error={errors.reason} multiline required />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={daysId} className="text-sm font-medium">
            {t('communities.ban.days')}
          </label>
          <input
            id={daysId}
            name="banDays"
            type="number"
            inputMode="numeric"
            min={1}
            max={COMMUNITY_LIMITS.banDays}
            value={days}
            disabled={forever}
            onChange={(event) => editDays(event.target.value)}
            aria-invalid={errors.banDays ? true : undefined}
            aria-describedby={errors.banDays ? `${daysId}-error` : undefined}
            className="h-11 w-32 rounded-lg border border-control bg-[var(--bg)] px-3.5 text-[15px] outline-none focus:border-accent focus:ring-3 focus:ring-accent/20 disabled:opacity-50"
          />
          <FieldError id={`${daysId}-error`} error={errors.banDays} />
        </div>
        <label className="inline-flex items-center gap-2 text-[15px]">
          <input type="checkbox" name="banForever" checked={forever} onChange={(event) => setForever(event.target.checked)} className="size-4 accent-[var(--accent)]" />
          {t('communities.ban.forever')}
        </label>
        <div className="mt-2 flex justify-end gap-2">
          <Button onClick={() => onOpenChange(false)}>{t('communities.ban.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={busy || reason.trim() === ''}>
            {t('communities.ban.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
