/** The members' bell in the header: the notifications feature's popover. */
import { NotificationsPopover } from '../features/notifications/index.ts';

export function NotificationBell({ className }: { className?: string }) {
  return <NotificationsPopover className={className} />;
}
