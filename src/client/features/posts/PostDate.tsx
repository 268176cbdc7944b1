/** Server and browser compute it at different moments ("5 м" may become "6 м"), so the text may differ at hydration. */
import { formatRelativeTime } from '../../../shared/format/relative-time.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';

export function PostDate({ date, className }: { date: string; className?: string }) {
  const t = useT();
  const { language, timeZone } = usePageProps();
  return (
    <time dateTime={date} title={formatDateTime(date, language, timeZone)} suppressHydrationWarning className={className}>
      {formatRelativeTime(date, t, language, { timeZone })}
    </time>
  );
}
