/** Linked accounts: the Basic settings' list of sign-in providers, and the provider popup. */
export { LinkedAccountsCard } from './LinkedAccountsCard.tsx';
export { openProviderPopup, usePopupOutcome } from './provider-popup.ts';
export { DeleteAccountCard } from './DeleteAccountCard.tsx';
