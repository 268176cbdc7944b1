import { useState } from 'react';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, settingName, type NotificationSettingDto } from '../../../../shared/dto/notification.ts';
import { calls } from '../../../../shared/api/index.ts';
import { DigestSetting } from '../../../features/mail-delivery/index.ts';
import { PushToggle } from '../../../features/push/index.ts';
import { SettingsLayout } from '../../../features/settings/index.ts';
import { api } from '../../../platform/api.ts';
import { usePageProps } from '../../../platform/usePageProps.ts';
import { useT } from '../../../platform/useT.ts';
import { Button } from '../../../ui/Button.tsx';
import { Switch } from '../../../ui/Switch.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useFormAction } from '../../../ui/useFormAction.ts';

export default function NotificationSettings() {
  const { notifications, digest } = usePageProps<'User/Settings/Notifications'>();
  const t = useT();
  const toast = useToast();
  const [values, setValues] = useState<Record<string, boolean>>(() => Object.fromEntries(notifications.map((entry) => [entry.name, entry.status])));
  const { busy: saving, run } = useFormAction();

  const save = async () => {
    const body: NotificationSettingDto[] = Object.entries(values).map(([name, status]) => ({ name, status }));
    const answer = await run(() => api(calls.notifications.saveSettings, { body: { notifications: body } }), { fallback: t('notifications.settings.failed') });
    if (!answer) return;
    setValues(Object.fromEntries(answer.notifications.map((entry) => [entry.name, entry.status])));
    toast.success(t('notifications.settings.saved'));
  };

  return (
    <SettingsLayout
      title={t('notifications.settings.title')}
      action={
        <Button variant="primary" onClick={() => void save()} disabled={saving} data-testid="save-settings">
          {t('notifications.settings.save')}
        </Button>
      }
    >
      <p className="px-4 pt-4 text-[14px] text-muted nav:px-6">{t('notifications.settings.intro')}</p>
      <table className="w-full border-collapse text-[14px]">
        <thead>
          <tr>
            <th scope="col" className="px-4 py-3 text-left font-medium text-muted nav:px-6">
              <span className="sr-only">{t('notifications.title')}</span>
            </th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th key={channel} scope="col" className="w-[72px] px-1 py-3 text-center text-[13px] font-medium text-muted nav:w-[110px]">
                {t(`notifications.settings.channels.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind} className="border-t border-line">
              <th scope="row" className="px-4 py-3 text-left font-normal nav:px-6">
                {t(`notifications.settings.kinds.${kind}`)}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => {
                const name = settingName(kind, channel);
                return (
                  <td key={channel} className="px-1 py-3 text-center">
                    <Switch
                      checked={values[name] ?? false}
                      label={`${t(`notifications.settings.kinds.${kind}`)}: ${t(`notifications.settings.channels.${channel}`)}`}
                      onChange={(checked) => setValues((current) => ({ ...current, [name]: checked }))}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-col gap-4 border-t border-line px-4 py-5 nav:px-6">
        <DigestSetting frequency={digest} />
        <PushToggle />
      </div>
    </SettingsLayout>
  );
}
