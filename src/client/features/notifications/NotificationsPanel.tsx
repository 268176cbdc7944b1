import { BellOff, LoaderCircle } from '../../ui/icons.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { InfiniteScrollFoot } from '../../ui/InfiniteScrollFoot.tsx';
import { Link } from '../../ui/Link.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { NotificationItem } from './NotificationItem.tsx';
import { NotificationsMenu } from './NotificationsMenu.tsx';
import type { NotificationFeed } from './useNotificationFeed.ts';

const POPOVER_SCROLL_DISTANCE = 200;

export default function NotificationsPanel({ feed, hasUnread, onClose }: { feed: NotificationFeed; hasUnread: boolean; onClose(): void }) {
  const t = useT();
  const user = usePageProps().auth.user;
  return (
    <>
      <div className="flex items-center justify-between border-b border-line py-1.5 pl-4 pr-2">
        <h2 className="text-[15px] font-semibold">{t('shell.notifications.title')}</h2>
        <NotificationsMenu hasUnread={hasUnread} onReadAll={feed.readAll} onNavigate={onClose} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {!feed.loaded ? (
          <div className="flex justify-center py-10" role="status">
            {feed.status === 'loading' && <LoaderCircle className="size-6 animate-spin text-muted" aria-label={t('postUi.list.loading')} />}
          </div>
        ) : feed.items.length === 0 ? (
          <EmptyState icon={BellOff} title={t('shell.notifications.empty')} text={t('shell.notifications.emptyText')} className="py-8" />
        ) : (
          <>
            <ul className="divide-y divide-line" data-testid="notification-list">
              {feed.items.map((item) => (
                <NotificationItem
                  key={item.id}
                  item={item}
                  compact
                  onOpen={(opened) => {
                    if (opened.read_at === null) feed.readOne(opened.id);
                    onClose();
                  }}
                />
              ))}
            </ul>
            <InfiniteScrollFoot list={feed} distance={POPOVER_SCROLL_DISTANCE} />
          </>
        )}
      </div>
      {user && (
        <Link href={`${user.url}/notifications`} onClick={onClose} className="block border-t border-line px-4 py-3 text-center text-[14px] font-medium text-accent hover:bg-page">
          {t('notifications.all')}
        </Link>
      )}
    </>
  );
}
