import { useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Bell, BellOff, Loader2 } from 'lucide-react';
import { CountBadge } from '../../ui/CountBadge.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { InfiniteScrollFoot } from '../../ui/InfiniteScrollFoot.tsx';
import { Link } from '../../ui/Link.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { myFeedPostsCounter } from '../feeds/index.ts';
import { useNotificationCounters, useNotificationPushes } from './notification-counters.ts';
import { NotificationItem } from './NotificationItem.tsx';
import { NotificationsMenu } from './NotificationsMenu.tsx';
import { markAllSeen, useNotificationFeed } from './useNotificationFeed.ts';

const POPOVER_SCROLL_DISTANCE = 200;

export function NotificationsPopover({ className }: { className?: string }) {
  const t = useT();
  const user = usePageProps().auth.user;
  const { notSaw, notRead } = useNotificationCounters();
  const feed = useNotificationFeed();
  const [open, setOpen] = useState(false);

  useNotificationPushes((push) => {
    if (push.notification.type === 'new_post') myFeedPostsCounter.grow();
    if (open) feed.reload();
    else feed.clear();
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    if (notSaw > 0) markAllSeen();
    feed.reload();
  };

  const label = notSaw > 0 ? t('shell.notifications.unseen', { count: notSaw }) : t('shell.notifications.title');
  const hasUnread = notRead > 0 || feed.items.some((item) => item.read_at === null);

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <IconButton label={label} className={className} data-testid="notification-bell">
          <Bell className="size-5" aria-hidden="true" />
          <CountBadge count={notSaw} className="absolute right-0.5 top-0.5" />
        </IconButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label={t('shell.notifications.title')}
          className="animate-pop-in z-50 flex max-h-[min(640px,calc(100vh-80px))] w-[400px] max-w-[calc(100vw-24px)] flex-col rounded-xl border border-line bg-surface text-fg shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-line py-1.5 pl-4 pr-2">
            <h2 className="text-[15px] font-semibold">{t('shell.notifications.title')}</h2>
            <NotificationsMenu hasUnread={hasUnread} onReadAll={feed.readAll} onNavigate={() => setOpen(false)} />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            {!feed.loaded ? (
              <div className="flex justify-center py-10" role="status">
                {feed.status === 'loading' && <Loader2 className="size-6 animate-spin text-muted" aria-label={t('postUi.list.loading')} />}
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
                        setOpen(false);
                      }}
                    />
                  ))}
                </ul>
                <InfiniteScrollFoot list={feed} distance={POPOVER_SCROLL_DISTANCE} />
              </>
            )}
          </div>
          {user && (
            <Link href={`${user.url}/notifications`} onClick={() => setOpen(false)} className="block border-t border-line px-4 py-3 text-center text-[14px] font-medium text-accent hover:bg-page">
              {t('notifications.all')}
            </Link>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
