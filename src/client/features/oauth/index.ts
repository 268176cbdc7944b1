export { LinkedAccountsCard } from './LinkedAccountsCard.tsx';
export { openProviderPopup, usePopupOutcome } from './provider-popup.ts';
export { DeleteAccountCard } from './DeleteAccountCard.tsx';
