import { router } from '@inertiajs/react';
import { Monitor, Smartphone } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import type { SessionDto } from '../../../shared/dto/account-safety.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { SettingsCard } from '../../ui/SettingsCard.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

export function SessionsCard({ sessions }: { sessions: SessionDto[] }) {
  const t = useT();
  const toast = useToast();
  const { language, timeZone } = usePageProps();
  const { busy, run: send } = useFormAction();
  const others = sessions.filter((s) => !s.current).length;

  const deviceName = (s: SessionDto) => {
    const browser = s.browser ?? t('accountSafety.ui.security.unknownBrowser');
    return s.os ? t('accountSafety.ui.security.on', { browser, os: s.os }) : browser;
  };

  const run = async (action: () => Promise<string>) => {
    const message = await send(action);
    if (!message) return;
    toast.success(message);
    router.reload({ only: ['sessions'] });
  };

  const signOut = (id: number) =>
    run(async () => {
      await api(calls.accountSafety.signOutSession, { params: { id } });
      return t('accountSafety.ui.security.signedOut');
    });
  const signOutOthers = () =>
    run(async () => {
      const { ended } = await api(calls.accountSafety.signOutOtherSessions);
      return t('accountSafety.ui.security.signedOutOthers', { count: ended });
    });

  return (
    <SettingsCard title={t('accountSafety.ui.security.sessions')} text={t('accountSafety.ui.security.sessionsText')}>
      <ul className="flex flex-col divide-y divide-[var(--border)]">
        {sessions.map((s) => {
          const Icon = s.mobile ? Smartphone : Monitor;
          const name = deviceName(s);
          return (
            <li key={s.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-page text-[var(--muted)]">
                <Icon aria-hidden className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 font-medium">
                  {name}
                  {s.current && <span className="rounded-md bg-accent-soft px-2 py-0.5 text-xs text-accent">{t('accountSafety.ui.security.thisDevice')}</span>}
                </p>
                <p className="text-sm text-[var(--muted)]">
                  {[s.ip && t('accountSafety.ui.security.ip', { ip: s.ip }), t('accountSafety.ui.security.lastSeen', { date: formatDateTime(s.last_seen_at, language, timeZone) })].filter(Boolean).join(' · ')}
                </p>
              </div>
              {!s.current && (
                <Button disabled={busy} onClick={() => void signOut(s.id)} aria-label={t('accountSafety.ui.security.signOutLabel', { device: name })}>
                  {t('accountSafety.ui.security.signOut')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others > 0 ? (
        <div>
          <Button disabled={busy} onClick={() => void signOutOthers()}>
            {t('accountSafety.ui.security.signOutOthers')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-[var(--muted)]">{t('accountSafety.ui.security.noOthers')}</p>
      )}
    </SettingsCard>
  );
}
