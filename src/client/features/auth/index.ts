export { AuthModal } from './AuthModal.tsx';
export { AuthModalProvider, useAuthModal, type AuthPanel } from './auth-modal-context.tsx';
export { useSignInGate } from './useSignInGate.ts';
