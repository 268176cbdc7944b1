/**
 * What every «Написать» button does: guests get the sign-in modal; members get the post
 * editor, which arrives with issue P3 — that issue fills `openEditor` here, and the header
 * button and the mobile round button follow without changes.
 */
import { useCallback } from 'react';
import { useAuthModal } from '../components/auth/auth-modal-context.tsx';
import { usePageProps } from './usePageProps.ts';

export function useWriteAction(): () => void {
  const { auth } = usePageProps();
  const { open } = useAuthModal();
  const signedIn = auth.user !== null;
  return useCallback(() => {
    if (!signedIn) {
      open('login');
      return;
    }
    openEditor();
  }, [signedIn, open]);
}

/** P3: opens the editor modal for a new post. Until then members' clicks do nothing. */
function openEditor(): void {}
