/**
 * A post's relative date ("5 м", "вчера в 9:05"). The server and the browser compute it at
 * different moments (and, until the site's time zone reaches the client, maybe in different
 * zones), so the text is allowed to differ at hydration; the full date is the tooltip.
 */
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '../../../shared/format/relative-time.ts';
import { usePageProps } from '../../hooks/usePageProps.ts';

const LOCALES = { ru: 'ru-RU', en: 'en-GB' } as const;

export function PostDate({ date, className }: { date: string; className?: string }) {
  const { t } = useTranslation();
  const { language } = usePageProps();
  const full = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short' }).format(new Date(date));
  return (
    <time dateTime={date} title={full} suppressHydrationWarning className={className}>
      {formatRelativeTime(date, t, language)}
    </time>
  );
}
