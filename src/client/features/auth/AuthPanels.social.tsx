import { usePageProps } from '../../platform/usePageProps.ts';
import { useToast } from '../../ui/toast.tsx';
import { openProviderPopup, usePopupOutcome } from '../oauth/index.ts';
import { useFinishSignIn } from './auth-actions.ts';
import { useAuthModal } from './auth-modal-context.tsx';
import { invitationFromUrl } from './password-reset-link.ts';
import { useT } from '../../platform/useT.ts';
import { useFormAction } from '../../ui/useFormAction.ts';

export function SocialSignIn() {
  const { authProviders } = usePageProps();
  const t = useT();
  const toast = useToast();
  const finishSignIn = useFinishSignIn();
  const { open } = useAuthModal();
  const popup = useFormAction();

  usePopupOutcome(authProviders.length > 0, (outcome) => {
    if (outcome.status === 'two factor need') open('twoFactor');
    else if (outcome.status === 'error') toast.error(outcome.message);
    else finishSignIn();
  });

  if (authProviders.length === 0) return null;

  const signInWith = async (provider: string) => {
    if ((await popup.run(() => openProviderPopup(provider, invitationFromUrl()))) === false) toast.error(t('authUi.social.popupBlocked'));
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
