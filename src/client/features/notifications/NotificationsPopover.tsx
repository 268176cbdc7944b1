/** The header's bell; the list it opens loads at the first opening (NotificationsPanel.tsx). */
import { lazy, useRef, useState } from 'react';
import { Bell } from '../../ui/icons.ts';
import { CountBadge } from '../../ui/CountBadge.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { Popup, popupToggle } from '../../ui/Popup.tsx';
import { useT } from '../../platform/useT.ts';
import { myFeedPostsCounter } from '../feeds/index.ts';
import { useNotificationCounters, useNotificationPushes } from './notification-counters.ts';
import { markAllSeen, useNotificationFeed } from './useNotificationFeed.ts';

const NotificationsPanel = lazy(() => import('./NotificationsPanel.tsx'));

export function NotificationsPopover({ className }: { className?: string }) {
  const t = useT();
  const { notSaw, notRead } = useNotificationCounters();
  const feed = useNotificationFeed();
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);

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
    <>
      <IconButton ref={bell} label={label} className={className} data-testid="notification-bell" {...popupToggle(open, onOpenChange)}>
        <Bell className="size-5" aria-hidden="true" />
        <CountBadge count={notSaw} className="absolute right-0.5 top-0.5" />
      </IconButton>
      <Popup
        anchor={bell}
        open={open}
        onOpenChange={onOpenChange}
        label={t('shell.notifications.title')}
        align="end"
        sideOffset={8}
        className="flex max-h-[min(640px,calc(100vh-80px))] w-[400px] max-w-[calc(100vw-24px)] flex-col rounded-xl border border-line bg-surface text-fg shadow-xl"
      >
        <NotificationsPanel feed={feed} hasUnread={hasUnread} onClose={() => setOpen(false)} />
      </Popup>
    </>
  );
}
