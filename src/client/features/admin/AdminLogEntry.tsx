/** Known actions read as a passive phrase, so the sentence never agrees with the admin's gender. */
import type { AdminLogEntryDto } from '../../../shared/dto/admin-ops.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Link } from '../../ui/Link.tsx';

/** `area.verb` in letters only: anything else is not looked up as a text key. */
const TEXT_KEY = /^[a-z]+\.[a-zA-Z]+$/;

export function AdminLogEntry({ entry }: { entry: AdminLogEntryDto }) {
  const t = useT();
  const { language, timeZone } = usePageProps();
  const known = TEXT_KEY.test(entry.action) ? t(`adminOps.log.actions.${entry.action}`, { defaultValue: '' }) : '';
  const actorName = entry.actor?.name ?? t('adminOps.log.unknownActor');
  return (
    <li className="flex gap-3 px-4 py-3" data-testid="admin-log-entry">
      <Avatar image={entry.actor?.avatar ?? null} name={actorName} size={32} className="mt-0.5 shrink-0" />
      <div className="min-w-0 flex-1 text-[15px] leading-relaxed">
        <p className="break-words">
          {known || t('adminOps.log.action', { action: entry.action })}
          {/* A dash, not quotes: subjects are often quoted titles themselves. */}
          {entry.subject && <span className="font-medium"> — {entry.subject}</span>}
        </p>
        <p className="mt-0.5 flex flex-wrap gap-x-2 text-[13px] text-muted">
          {entry.actor ? (
            <Link href={entry.actor.url} className="font-medium text-fg hover:text-accent">
              {actorName}
            </Link>
          ) : (
            <span>{actorName}</span>
          )}
          <time dateTime={entry.created_at} suppressHydrationWarning>
            · {formatDateTime(entry.created_at, language, timeZone)}
          </time>
        </p>
      </div>
    </li>
  );
}
