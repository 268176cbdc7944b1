/** Call once, in a component always mounted inside AuthModalProvider (the modal's content is not mounted while closed). */
import { useEffect } from 'react';
import { router } from '@inertiajs/react';
import { onUnauthorized } from '../../platform/http.ts';
import { useAuthModal } from './auth-modal-context.tsx';

export function useUnauthorizedHandler() {
  const { open } = useAuthModal();

  useEffect(() => {
    const openLogin = () => open('login');
    const stopHttp = onUnauthorized(openLogin);
    const stopRouter = router.on('httpException', (event) => {
      if (event.detail.response.status !== 401) return;
      openLogin();
      // Cancelling stops Inertia from showing the raw 401 page in its error dialog.
      return false;
    });
    return () => {
      stopHttp();
      stopRouter();
    };
  }, [open]);
}
