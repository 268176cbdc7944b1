/**
 * Always mounted, so it hosts the 401 handler and opens the panel a first load's address asks
 * for; the panels themselves load when the modal first opens.
 */
import { lazy, Suspense, useEffect } from 'react';
import { usePageProps } from '../../platform/usePageProps.ts';
import { Modal } from '../../ui/Modal.tsx';
import { useAuthModal, useAuthPanelTitle } from './auth-modal-context.tsx';
import { asksToSignIn, invitationCode, passwordResetParams } from './password-reset-link.ts';
import { useUnauthorizedHandler } from './useUnauthorizedHandler.ts';

const AuthPanels = lazy(() => import('./AuthPanels.tsx'));

export function AuthModal() {
  const { panel, open, close } = useAuthModal();
  const title = useAuthPanelTitle();
  const { loginBoxImage, auth, registration } = usePageProps();
  useUnauthorizedHandler();

  useEffect(() => {
    const reset = passwordResetParams(window.location.search);
    if (reset) open('reset', reset);
    else if (asksToSignIn(window.location.search)) open('login');
    else if (invitationCode(window.location.search) && !auth.user && registration !== 'closed') open('register');
    // Only the first page load can carry the link, so this runs once, on mount.
  }, []);

  return (
    <Modal open={panel !== null} onOpenChange={(isOpen) => !isOpen && close()} title={title} hideTitle>
      {loginBoxImage && (
        <img
          src={loginBoxImage}
          alt=""
          data-testid="login-box-image"
          className="-mx-6 -mt-6 mb-5 block h-36 w-[calc(100%+48px)] max-w-none rounded-t-2xl object-cover"
        />
      )}
      {panel !== null && (
        <Suspense>
          <AuthPanels />
        </Suspense>
      )}
    </Modal>
  );
}
