/**
 * Links only members can follow (My feed, Messages, the bell …): a guest's click opens
 * the sign-in modal instead (spec 2, section 6).
 */
import { useCallback, type MouseEvent } from 'react';
import { useAuthModal } from './auth-modal-context.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';

/** An onClick for member-only links; it passes members through untouched. */
export function useSignInGate(): (event: MouseEvent) => void {
  const { auth } = usePageProps();
  const { open } = useAuthModal();
  const signedIn = auth.user !== null;
  return useCallback(
    (event: MouseEvent) => {
      if (signedIn) return;
      event.preventDefault();
      open('login');
    },
    [signedIn, open],
  );
}
