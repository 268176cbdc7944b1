/**
 * The sign-in modal's frame: shown whenever a panel is asked for through `useAuthModal()`;
 * the panels themselves (login, register, forgot, reset, verify) live in AuthPanels. It is
 * always mounted, so it also hosts the 401 handler, and on first load a password-reset link
 * (`?password-reset=TOKEN&email=…`, spec 2) opens the reset panel and `?login` (a guest sent
 * from a members-only page) the sign-in panel, and `?invite=CODE` a guest's register panel. The site's
 * `loginBoxImage`, when set, heads the modal as a decorative banner.
 */
import { useEffect } from 'react';
import { usePageProps } from '../../platform/usePageProps.ts';
import { Modal } from '../../ui/Modal.tsx';
import { useAuthModal } from './auth-modal-context.tsx';
import { AuthPanels, useAuthPanelTitle } from './AuthPanels.tsx';
import { asksToSignIn, invitationCode, passwordResetParams } from './password-reset-link.ts';
import { useUnauthorizedHandler } from './useUnauthorizedHandler.ts';

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
      <AuthPanels />
    </Modal>
  );
}
