import { Ban } from '../../ui/icons.ts';
import { ErrorScreen } from '../../shell/ErrorScreen.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { formatDay } from '../../../shared/format/dates.ts';
import { useT } from '../../platform/useT.ts';

export default function ErrorBanned() {
  const t = useT();
  const { ban_record: ban, language, timeZone } = usePageProps<'Error/banned'>();
  return (
    <ErrorScreen
      icon={Ban}
      title={t('errors.banned')}
      text={
        <>
          {t('errors.bannedText')}
          <span className="mt-4 block rounded-lg bg-page px-4 py-3 text-left text-fg">
            {ban.reason && <span className="block">{t('errors.bannedReason', { reason: ban.reason })}</span>}
            <span className="block">
              {ban.date_unbanned ? t('errors.bannedUntil', { date: formatDay(ban.date_unbanned, language, timeZone) }) : t('shell.banForever')}
            </span>
          </span>
        </>
      }
    />
  );
}
