/**
 * Block / Unblock for a blog, community or company page (spec 1 §4 "Ignore"): `POST` or
 * `DELETE /ignore/{id}`, then the spec's notice. Blocking ends following, so the follow
 * buttons of the page switch off at once. Failures are silent (spec 1 §8: ignore).
 */
import { useState } from 'react';
import { Ban } from 'lucide-react';
import { calls } from '../../../shared/api/index.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useAuthModal } from '../auth/index.ts';
import { setFollowState } from '../follows/index.ts';
import { markHidden } from './hidden-now.ts';

export interface BlockButtonProps {
  subsite: Pick<SubsiteCard, 'id' | 'name' | 'is_user'>;
  /** From the page's subsite (`is_ignore`). */
  isIgnore: boolean;
  className?: string;
}

export function BlockButton({ subsite, isIgnore, className }: BlockButtonProps) {
  const t = useT();
  const toast = useToast();
  const { auth } = usePageProps();
  const authModal = useAuthModal();
  const [ignored, setIgnored] = useState(isIgnore);
  const [busy, setBusy] = useState(false);
  if (auth.user?.id === subsite.id) return null;

  async function toggle() {
    if (!auth.user) {
      authModal.open('login');
      return;
    }
    setBusy(true);
    try {
      const params = { params: { id: subsite.id } };
      const answer = ignored ? await api(calls.ignores.unignore, params) : await api(calls.ignores.ignore, params);
      setIgnored(answer.is_ignore);
      setFollowState(subsite.id, { is_follow: answer.is_follow, is_notify: answer.is_notify });
      markHidden('subsite', subsite.id, answer.is_ignore);
      const notice = subsite.is_user ? (answer.is_ignore ? 'ignores.blocked' : 'ignores.unblocked') : answer.is_ignore ? 'ignores.topicHidden' : 'ignores.topicReturned';
      toast.success(t(notice));
    } catch {
      // Silent by the spec (section 8).
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button aria-pressed={ignored} disabled={busy} onClick={toggle} title={t(ignored ? 'ignores.unblockLabel' : 'ignores.blockLabel', { name: subsite.name })} className={className}>
      <Ban className="size-4" aria-hidden="true" />
      {t(ignored ? 'ignores.unblock' : 'ignores.block')}
    </Button>
  );
}
