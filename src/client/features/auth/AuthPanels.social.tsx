/**
 * Social sign-in (spec 4 "Social sign-in"): one button per provider in the `authProviders`
 * page prop. A button opens a 600×720 popup at the address `POST /oauth/{provider}` answers;
 * the popup's page posts a same-origin message carrying a token when the session is set,
 * and this window then closes the modal and reloads. No providers, no section.
 */
import { useEffect, useEffectEvent } from 'react';
import { usePageProps } from '../../platform/usePageProps.ts';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { useToast } from '../../ui/toast.tsx';
import { failureText, useFinishSignIn } from './auth-actions.ts';
import { useT } from '../../platform/useT.ts';

const POPUP_WIDTH = 600;
const POPUP_HEIGHT = 720;

function popupFeatures(): string {
  const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2);
  return `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
}

function carriesToken(data: unknown): boolean {
  return typeof data === 'object' && data !== null && typeof (data as { token?: unknown }).token === 'string';
}

export function SocialSignIn() {
  const { authProviders } = usePageProps();
  const t = useT();
  const toast = useToast();
  const finishSignIn = useFinishSignIn();

  const onMessage = useEffectEvent((event: MessageEvent) => {
    if (event.origin === window.location.origin && carriesToken(event.data)) finishSignIn();
  });

  useEffect(() => {
    if (authProviders.length === 0) return;
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [authProviders.length]);

  if (authProviders.length === 0) return null;

  const signInWith = async (provider: string) => {
    // Opened before the request, while the click still counts as a user gesture;
    // a popup opened after an await is blocked by most browsers.
    const popup = window.open('', 'pero-oauth', popupFeatures());
    if (!popup) return toast.error(t('authUi.social.popupBlocked'));
    try {
      const { url } = await api(calls.auth.socialSignIn, { params: { provider } });
      popup.location.href = url;
    } catch (error) {
      popup.close();
      toast.error(failureText(error, t));
    }
  };

  return (
    <section className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-sm text-[var(--muted)]">
        <span aria-hidden className="h-px flex-1 bg-[var(--border)]" />
        {t('authUi.social.divider')}
        <span aria-hidden className="h-px flex-1 bg-[var(--border)]" />
      </div>
      <div className="grid grid-cols-2 gap-2">
        {authProviders.map((provider) => {
          const name = t(`authUi.social.providers.${provider}`, { defaultValue: provider });
          return (
            <button
              key={provider}
              type="button"
              onClick={() => void signInWith(provider)}
              aria-label={t('authUi.social.continueWith', { provider: name })}
              className="h-11 rounded-lg border border-[var(--border)] px-3 text-[15px] font-medium transition-colors last:odd:col-span-2 hover:bg-[var(--bg)] focus-visible:outline-2 focus-visible:outline-accent"
            >
              {name}
            </button>
          );
        })}
      </div>
    </section>
  );
}
