/**
 * The members' bell in the header. The list, its menu and real-time updates come with
 * notifications (issue P9); until then the popover tells the truth: there are none.
 */
import * as Popover from '@radix-ui/react-popover';
import { Bell, BellOff } from 'lucide-react';
import { usePageProps } from '../platform/usePageProps.ts';
import { CountBadge } from '../ui/CountBadge.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { IconButton } from '../ui/IconButton.tsx';
import { useT } from '../platform/useT.ts';

export function NotificationBell({ className }: { className?: string }) {
  const t = useT();
  const { notSawNotifications } = usePageProps();
  const label =
    notSawNotifications > 0 ? t('shell.notifications.unseen', { count: notSawNotifications }) : t('shell.notifications.title');

  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <IconButton label={label} className={className}>
          <Bell className="size-5" aria-hidden="true" />
          <CountBadge count={notSawNotifications} className="absolute right-0.5 top-0.5" />
        </IconButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="animate-pop-in z-50 w-[360px] max-w-[calc(100vw-24px)] rounded-xl border border-line bg-surface text-fg shadow-xl"
        >
          <h2 className="border-b border-line px-4 py-3 text-[15px] font-semibold">{t('shell.notifications.title')}</h2>
          <EmptyState icon={BellOff} title={t('shell.notifications.empty')} text={t('shell.notifications.emptyText')} className="py-8" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
