import { TelegramPanel } from '../../../features/telegram/index.ts';
import { SettingsLayout } from '../../../features/settings/index.ts';
import { usePageProps } from '../../../platform/usePageProps.ts';
import { useT } from '../../../platform/useT.ts';
import { SettingsCard } from '../../../ui/SettingsCard.tsx';

export default function TelegramSettings() {
  const { blog_id, telegram } = usePageProps<'User/Settings/Telegram'>();
  const t = useT();
  return (
    <SettingsLayout title={t('telegram.title')}>
      <SettingsCard title={t('telegram.title')}>
        <TelegramPanel subsiteId={blog_id} state={telegram} />
      </SettingsCard>
    </SettingsLayout>
  );
}
