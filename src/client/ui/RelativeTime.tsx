import { formatDateTime } from '../../shared/format/dates.ts';
import { formatRelativeTime } from '../../shared/format/relative-time.ts';
import { useHydratingServerHtml } from '../platform/useHydrated.ts';
import { useMinuteTicks } from '../platform/minute-clock.ts';
import { usePageProps } from '../platform/usePageProps.ts';
import { useT } from '../platform/useT.ts';

/**
 * «5 м», «вчера в 14:05», «3 марта» in the site's time zone, with the full date and time on hover; the
 * wording moves on every minute. Hydrating the server's HTML, the server's text and title stand until the
 * first minute passes (React leaves a text it was told may differ as it is).
 */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const t = useT();
  const { language, timeZone } = usePageProps();
  const ticks = useMinuteTicks();
  // Hydration comes before the first tick: the clock's timer starts with its first listener, after it.
  const serverTextStands = useHydratingServerHtml() && ticks === 0;
  return (
    <time dateTime={date} title={serverTextStands ? undefined : formatDateTime(date, language, timeZone)} suppressHydrationWarning className={className}>
      {serverTextStands ? '' : formatRelativeTime(date, t, language, { timeZone })}
    </time>
  );
}
