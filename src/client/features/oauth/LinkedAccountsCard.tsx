import { router } from '@inertiajs/react';
import { calls } from '../../../shared/api/index.ts';
import type { MainSettingsDto } from '../../../shared/dto/account-safety.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { SettingsCard } from '../../ui/SettingsCard.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { openProviderPopup, usePopupOutcome } from './provider-popup.ts';

export function LinkedAccountsCard({ settings }: { settings: MainSettingsDto }) {
  const { authProviders } = usePageProps();
  const t = useT();
  const toast = useToast();
  const popup = useFormAction();

  usePopupOutcome(authProviders.length > 0, (outcome) => {
    if (outcome.status === 'error') return toast.error(outcome.message);
    toast.success(t('oauth.ui.linkedDone'));
    router.reload({ only: ['settings'] });
  });

  if (authProviders.length === 0 && settings.oauth_providers.length === 0) return null;
  const linked = new Map(settings.oauth_providers.map((entry) => [entry.provider, entry]));
  // A provider switched off since it was linked still shows, so it can be unlinked.
  const providers = [...new Set([...authProviders, ...linked.keys()])];

  const link = async (provider: string) => {
    if ((await popup.run(() => openProviderPopup(provider))) === false) toast.error(t('authUi.social.popupBlocked'));
  };

  return (
    <SettingsCard title={t('oauth.ui.title')} text={settings.has_password ? t('oauth.ui.text') : t('oauth.ui.noPassword')}>
      <ul className="flex flex-col divide-y divide-[var(--border)]">
        {providers.map((provider) => {
          const name = t(`authUi.social.providers.${provider}`, { defaultValue: provider });
          const entry = linked.get(provider);
          return (
            <li key={provider} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0" data-provider={provider}>
              <span className="flex min-w-0 flex-col">
                <span className="text-[15px] font-medium">{name}</span>
                <span className="truncate text-sm text-[var(--muted)]">{entry ? (entry.name ? t('oauth.ui.linkedAs', { name: entry.name }) : t('oauth.ui.linked')) : t('oauth.ui.notLinked')}</span>
              </span>
              {entry ? (
                <UnlinkButton provider={provider} name={name} />
              ) : (
                <Button variant="primary" disabled={!authProviders.includes(provider)} onClick={() => void link(provider)} aria-label={t('oauth.ui.linkNamed', { provider: name })}>
                  {t('oauth.ui.link')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </SettingsCard>
  );
}

function UnlinkButton({ provider, name }: { provider: string; name: string }) {
  const t = useT();
  const toast = useToast();
  const unlinking = useFormAction();

  const unlink = async () => {
    if (!(await unlinking.run(() => api(calls.accountSafety.detachProvider, { params: { provider } })))) return;
    toast.success(t('oauth.ui.unlinked'));
    router.reload({ only: ['settings'] });
  };

  return (
    <Button variant="secondary" disabled={unlinking.busy} onClick={() => void unlink()} aria-label={t('oauth.ui.unlinkNamed', { provider: name })}>
      {t('oauth.ui.unlink')}
    </Button>
  );
}
