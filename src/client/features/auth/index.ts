/** Sign-in, registration and password recovery: the modal and the hooks that open it. */
export { AuthModal } from './AuthModal.tsx';
export { AuthModalProvider, useAuthModal, type AuthPanel } from './auth-modal-context.tsx';
export { useSignInGate } from './useSignInGate.ts';
/** The form pieces of the panels, for the account settings forms that look and behave like them. */
export { AuthField, SubmitButton } from './auth-forms.tsx';
export { failureText, useFormErrors, useSubmit } from './auth-actions.ts';
