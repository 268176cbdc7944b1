/** Opened on the click itself: a popup opened after an await is blocked by most browsers. */
import { useEffect, useEffectEvent } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { popupOutcome, type OAuthPopupMessage } from '../../../shared/dto/account-safety.ts';
import { api } from '../../platform/api.ts';

const POPUP_WIDTH = 600;
const POPUP_HEIGHT = 720;

function popupFeatures(): string {
  const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2);
  return `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
}

/** False when the browser blocked the popup. `invite`: the code a first sign-in registers with. */
export async function openProviderPopup(provider: string, invite?: string): Promise<boolean> {
  const popup = window.open('', 'pero-oauth', popupFeatures());
  if (!popup) return false;
  try {
    const { url } = await api(calls.auth.socialSignIn, { params: { provider }, query: invite ? { invite } : {} });
    popup.location.href = url;
    return true;
  } catch (error) {
    popup.close();
    throw error;
  }
}

/** Hands each popup outcome from this site's own origin to `onOutcome`; other messages are ignored. */
export function usePopupOutcome(enabled: boolean, onOutcome: (outcome: OAuthPopupMessage) => void): void {
  const handle = useEffectEvent((event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    const outcome = popupOutcome(event.data);
    if (outcome) onOutcome(outcome);
  });
  useEffect(() => {
    if (!enabled) return;
    window.addEventListener('message', handle);
    return () => window.removeEventListener('message', handle);
  }, [enabled]);
}
