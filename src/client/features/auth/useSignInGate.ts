import { useCallback, type MouseEvent } from 'react';
import { useAuthModal } from './auth-modal-context.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';

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
