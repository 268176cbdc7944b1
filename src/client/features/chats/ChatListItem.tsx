import clsx from 'clsx';
import type { ChatDto } from '../../../shared/dto/chat.ts';
import type { Language } from '../../../shared/dto/user.ts';
import { dateFormatter } from '../../../shared/format/formatters.ts';
import { DATE_LOCALES } from '../../../shared/format/dates.ts';
import { formatCalendarDay } from '../../../shared/format/relative-time.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { CountBadge } from '../../ui/CountBadge.tsx';
import { Link } from '../../ui/Link.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';

export function ChatListItem({ chat }: { chat: ChatDto }) {
  const t = useT();
  const { auth, language, timeZone } = usePageProps();
  const name = chat.name || t('chats.deletedUser');
  const last = chat.last_message;
  const preview = last ? last.content || t('chats.picture') : t('chats.newChat');
  const unread = chat.unread_count > 0;
  return (
    <li>
      <Link
        href={chat.url}
        data-chat-id={chat.id}
        className="flex items-center gap-3 rounded-xl px-3 py-3 transition-colors hover:bg-fg/5 focus-visible:outline-2 focus-visible:outline-accent"
      >
        <Avatar image={chat.avatar} name={name} size={48} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className="truncate text-[15px] font-semibold">{name}</span>
            {last && (
              <time dateTime={last.created_at} suppressHydrationWarning className="ml-auto shrink-0 text-[13px] text-muted">
                {chatTime(last.created_at, language, timeZone)}
              </time>
            )}
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span className={clsx('line-clamp-1 flex-1 break-all text-[14px]', unread ? 'text-fg' : 'text-muted')}>
              {last && last.user_id === auth.user?.id && <span className="text-muted">{t('chats.you')} </span>}
              {preview}
            </span>
            {unread && (
              <span className="shrink-0" data-unread={chat.unread_count}>
                <span className="sr-only">{t('chats.unread', { count: chat.unread_count })}</span>
                <CountBadge count={chat.unread_count} />
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** Today's messages by their time, older ones by their day: the same on the server and in the browser (the site's time zone). */
export function chatTime(date: string, language: Language, timeZone: string, now = new Date()): string {
  const day = dateFormatter('isoDay', 'en-CA', timeZone);
  return day.format(new Date(date)) === day.format(now) ? dateFormatter('time', DATE_LOCALES[language], timeZone).format(new Date(date)) : formatCalendarDay(date, language, { now, timeZone });
}
