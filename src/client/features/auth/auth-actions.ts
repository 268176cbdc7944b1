import { router } from '@inertiajs/react';
import { useAuthModal } from './auth-modal-context.tsx';

export function useFinishSignIn() {
  const { close } = useAuthModal();
  return () => {
    close();
    router.reload();
  };
}
