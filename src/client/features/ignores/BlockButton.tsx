import { useState } from 'react';
import { Ban, EyeOff } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import type { SubsiteProfile } from '../../../shared/dto/subsite.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useAuthModal } from '../auth/index.ts';
import { setFollowState } from '../follows/index.ts';
import { markHidden } from './hidden-now.ts';

const TEXTS = {
  blog: { block: 'ignores.blockLabel', unblock: 'ignores.unblock', done: 'ignores.blocked', undone: 'ignores.unblocked' },
  topic: { block: 'ignores.topicHideLabel', unblock: 'ignores.topicReturn', done: 'ignores.topicHidden', undone: 'ignores.topicReturned' },
} as const;

export function BlockButton({ subsite }: { subsite: Pick<SubsiteProfile, 'id' | 'name' | 'is_community' | 'is_ignore'> }) {
  const t = useT();
  const toast = useToast();
  const { auth } = usePageProps();
  const authModal = useAuthModal();
  const [ignored, setIgnored] = useState(subsite.is_ignore);
  const [busy, setBusy] = useState(false);
  const texts = TEXTS[subsite.is_community ? 'topic' : 'blog'];
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
      toast.success(t(answer.is_ignore ? texts.done : texts.undone));
    } catch {
      // Silent by the spec (section 8: ignore); a 401 has opened the sign-in modal.
    } finally {
      setBusy(false);
    }
  }

  if (ignored) {
    return (
      <Button aria-pressed disabled={busy} onClick={toggle}>
        {t(texts.unblock)}
      </Button>
    );
  }
  const Icon = subsite.is_community ? EyeOff : Ban;
  return (
    <IconButton label={t(texts.block, { name: subsite.name })} aria-pressed={false} disabled={busy} onClick={toggle} className="size-9 bg-page">
      <Icon className="size-4" aria-hidden="true" />
    </IconButton>
  );
}
