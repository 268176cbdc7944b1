export { NotificationItem } from './NotificationItem.tsx';
export { NotificationsMenu } from './NotificationsMenu.tsx';
export { NotificationsPopover } from './NotificationsPopover.tsx';
export { useNotificationCounters, useNotificationPushes } from './notification-counters.ts';
export { keepReads, markAllRead, markAllSeen, markRead, withReads } from './useNotificationFeed.ts';
