import { Bell } from '../../ui/icons.ts';
import clsx from 'clsx';
import type { NotificationDto } from '../../../shared/dto/notification.ts';
import { notificationText } from '../../../shared/notification-text.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Link } from '../../ui/Link.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';

export function NotificationItem({ item, onOpen, compact = false }: { item: NotificationDto; onOpen(item: NotificationDto): void; compact?: boolean }) {
  const t = useT();
  const { auth } = usePageProps();
  const words = notificationText(t, item, auth.user?.id ?? 0);
  const unread = item.read_at === null;
  const actor = item.data.user;
  return (
    <li>
      <Link
        href={words.url}
        onClick={() => onOpen(item)}
        data-testid="notification"
        data-unread={unread ? 'true' : undefined}
        className={clsx('flex gap-3 px-4 py-3 transition-colors hover:bg-page focus-visible:bg-page focus-visible:outline-none', unread && 'bg-accent/[0.04]')}
      >
        {actor ? (
          <Avatar image={actor.avatar} name={actor.name} size={compact ? 36 : 40} />
        ) : (
          <span className={clsx('flex shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent', compact ? 'size-9' : 'size-10')} aria-hidden="true">
            <Bell className="size-5" />
          </span>
        )}
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="text-[14px] leading-snug text-fg">
            {words.actor && <span className="font-semibold">{words.actor}</span>}
            {words.others && <span className="font-semibold"> {words.others}</span>} {words.action}
            {item.data.reaction && <img src={item.data.reaction.image_url} alt="" width={18} height={18} loading="lazy" className="ml-1 inline-block size-[18px] align-[-3px]" />}
          </span>
          {words.subject && <span className="line-clamp-2 break-words text-[14px] leading-snug text-muted">{words.subject}</span>}
          <RelativeTime date={item.data.date} className="text-[13px] text-muted" />
        </span>
        {unread && (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-accent" data-testid="unread-dot">
            <span className="sr-only">{t('notifications.unread')}</span>
          </span>
        )}
      </Link>
    </li>
  );
}
