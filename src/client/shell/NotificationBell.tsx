import { NotificationsPopover } from '../features/notifications/index.ts';

export function NotificationBell({ className }: { className?: string }) {
  return <NotificationsPopover className={className} />;
}
