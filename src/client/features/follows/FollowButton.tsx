import { useState } from 'react';
import { router } from '@inertiajs/react';
import { Bell, BellOff, Check, Plus } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import type { FollowableCard } from '../../../shared/dto/subsite.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { useAuthModal } from '../auth/index.ts';
import { setFollowState, useFollowState } from './follow-states.ts';

export interface FollowButtonProps {
  subsite: Pick<FollowableCard, 'id' | 'name' | 'is_follow' | 'is_notify' | 'is_community'>;
  className?: string;
  /** The post whose page the button is on: its statistics count the follower it brought. */
  fromPost?: number;
}

export function FollowButton({ subsite, className, fromPost }: FollowButtonProps) {
  const t = useT();
  const { auth } = usePageProps();
  const authModal = useAuthModal();
  const state = useFollowState(subsite.id, { is_follow: subsite.is_follow, is_notify: subsite.is_notify });
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
      const answer = state.is_follow
        ? await api(calls.follows.unfollow, params)
        : await api(calls.follows.follow, { ...params, query: fromPost === undefined ? {} : { from_post: fromPost } });
      setFollowState(subsite.id, answer);
      if (subsite.is_community) router.reload({ only: ['auth'] });
    } catch {
      // Silent by the spec (section 8).
    } finally {
      setBusy(false);
    }
  }

  async function toggleBell() {
    setBusy(true);
    try {
      const params = { body: { notifiable: subsite.is_community ? ('community' as const) : ('user' as const), id: subsite.id } };
      const answer = state.is_notify ? await api(calls.follows.bellOff, params) : await api(calls.follows.bellOn, params);
      // The bell is a switch of the follow: only is_notify changes.
      setFollowState(subsite.id, { ...state, is_notify: answer.is_notify });
    } catch {
      // Silent by the spec (section 8: notification toggle).
    } finally {
      setBusy(false);
    }
  }

  const bellLabel = t(state.is_notify ? 'follows.bellOff' : 'follows.bellOn', { name: subsite.name });
  return (
    <>
      <Button
        variant={state.is_follow ? 'secondary' : 'primary'}
        aria-pressed={state.is_follow}
        title={t(state.is_follow ? 'follows.unfollowLabel' : 'follows.followLabel', { name: subsite.name })}
        disabled={busy}
        onClick={toggle}
        className={className}
      >
        {state.is_follow ? <Check className="size-4" aria-hidden="true" /> : <Plus className="size-4" aria-hidden="true" />}
        {t(state.is_follow ? 'follows.following' : 'follows.follow')}
      </Button>
      {state.is_follow && (
        <IconButton label={bellLabel} aria-pressed={state.is_notify} disabled={busy} onClick={toggleBell} className="size-9">
          {state.is_notify ? <Bell className="size-4 text-accent" aria-hidden="true" /> : <BellOff className="size-4" aria-hidden="true" />}
        </IconButton>
      )}
    </>
  );
}
