import { TelegramPanel } from '../../../features/telegram/index.ts';
import { SettingsLayout } from '../../../features/settings/index.ts';
import { usePageProps } from '../../../platform/usePageProps.ts';
import { useT } from '../../../platform/useT.ts';

export default function TelegramSettings() {
  const { blog_id, telegram } = usePageProps<'User/Settings/Telegram'>();
  const t = useT();
  return (
    <SettingsLayout title={t('telegram.title')}>
      <div className="rounded-xl bg-surface p-5 md:p-6">
        <TelegramPanel subsiteId={blog_id} state={telegram} />
      </div>
    </SettingsLayout>
  );
}
