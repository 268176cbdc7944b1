/** The action reads as a passive phrase, so the sentence never has to agree with the moderator's gender. */
import type { ModlogEntryDto } from '../../../shared/dto/moderation.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Link } from '../../ui/Link.tsx';

function Person({ card }: { card: SubsiteCard }) {
  return (
    <Link href={card.url} className="font-medium text-fg hover:text-accent">
      {card.name}
    </Link>
  );
}

const ABOUT_PEOPLE = new Set<ModlogEntryDto['action']>(['ban', 'unban', 'role']);

export function ModlogEntry({ entry, showCommunity }: { entry: ModlogEntryDto; showCommunity: boolean }) {
  const t = useT();
  const { language, timeZone } = usePageProps();
  const aboutPerson = ABOUT_PEOPLE.has(entry.action);
  return (
    <li className="flex gap-3 px-4 py-3" data-testid="modlog-entry">
      <Avatar image={entry.moderator?.avatar ?? null} name={entry.moderator?.name ?? t('moderation.log.hiddenModerator')} size={32} className="mt-0.5 shrink-0" />
      <div className="min-w-0 flex-1 text-[15px] leading-relaxed">
        <p>
          {t(`moderation.log.action.${entry.action}`)}{' '}
          {aboutPerson ? entry.user && <Person card={entry.user} /> : entry.subject && <span className="font-medium">«{entry.subject}»</span>}
          {entry.action === 'role' && <> — {t(`moderation.log.role.${entry.role ?? 'none'}`)}</>}
          {entry.action === 'ban' && <> {entry.until ? t('moderation.log.until', { date: formatDateTime(entry.until, language, timeZone) }) : t('moderation.log.forever')}</>}
          {!aboutPerson && entry.user && (
            <span className="text-muted">
              {' '}
              (<Person card={entry.user} />)
            </span>
          )}
        </p>
        {entry.reason && <p className="mt-0.5 text-[14px] text-muted">{t('moderation.log.reason', { reason: entry.reason })}</p>}
        <p className="mt-0.5 flex flex-wrap gap-x-2 text-[13px] text-muted">
          <span>{entry.moderator ? t('moderation.log.by', { name: entry.moderator.name }) : t('moderation.log.hiddenModerator')}</span>
          <time dateTime={entry.created_at} suppressHydrationWarning>
            · {formatDateTime(entry.created_at, language, timeZone)}
          </time>
          {showCommunity && <span>· {entry.community ? <Person card={entry.community} /> : t('moderation.log.site')}</span>}
        </p>
      </div>
    </li>
  );
}
