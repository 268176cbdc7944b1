import { useEffect, useState } from 'react';
import { BellOff } from '../../ui/icons.ts';
import type { NotificationDto } from '../../../shared/dto/notification.ts';
import { NotificationItem, NotificationsMenu, keepReads, markAllRead, markAllSeen, markRead, useNotificationCounters, useNotificationPushes, withReads } from '../../features/notifications/index.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { InfiniteScrollFoot } from '../../ui/InfiniteScrollFoot.tsx';
import { usePaginatedList } from '../../ui/usePaginatedList.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';

export default function Notifications() {
  const { notifications } = usePageProps<'User/Notifications'>();
  const t = useT();
  const list = usePaginatedList(notifications, 'notifications');
  const { notSaw, notRead } = useNotificationCounters();
  const [fresh, setFresh] = useState<NotificationDto[]>([]);
  const [reads, setReads] = useState<ReadonlyMap<number, string>>(new Map());
  const readLocally = (ids: number[]) => setReads((current) => withReads(current, ids));

  useEffect(() => {
    if (notSaw > 0) markAllSeen();
    // Once per visit: later pushes are seen here as they arrive.
  }, []);

  useNotificationPushes((push) => {
    setFresh((current) => [push.notification, ...current.filter((item) => item.id !== push.notification.id)]);
    markAllSeen();
  });

  const freshIds = new Set(fresh.map((item) => item.id));
  const items = keepReads([...fresh, ...list.items.filter((item) => !freshIds.has(item.id))], reads);
  const hasUnread = notRead > 0 || items.some((item) => item.read_at === null);

  return (
    <>
      <div className="mb-4 flex items-center justify-between gap-2 px-1">
        <h1 className="text-[26px] font-bold tracking-[-0.015em]">{t('notifications.title')}</h1>
        <NotificationsMenu
          hasUnread={hasUnread}
          onReadAll={() => {
            readLocally(items.map((item) => item.id));
            markAllRead();
          }}
        />
      </div>
      {items.length === 0 ? (
        <EmptyState icon={BellOff} title={t('shell.notifications.empty')} text={t('shell.notifications.emptyText')} className="rounded-xl bg-surface py-14" />
      ) : (
        <div className="overflow-hidden rounded-xl bg-surface">
          <ul className="divide-y divide-line" data-testid="notification-list">
            {items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                onOpen={(opened) => {
                  if (opened.read_at !== null) return;
                  readLocally([opened.id]);
                  markRead(opened.id);
                }}
              />
            ))}
          </ul>
          <InfiniteScrollFoot list={list} />
        </div>
      )}
    </>
  );
}
