import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CheckCheck, MoreHorizontal, Settings } from '../../ui/icons.ts';
import { router } from '@inertiajs/react';
import { IconButton } from '../../ui/IconButton.tsx';
import { MENU_ITEM, MenuPanel } from '../../ui/Menu.tsx';
import { useT } from '../../platform/useT.ts';

export const NOTIFICATION_SETTINGS_URL = '/settings/notifications';

export function NotificationsMenu({ hasUnread, onReadAll, onNavigate }: { hasUnread: boolean; onReadAll(): void; onNavigate?(): void }) {
  const t = useT();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <IconButton label={t('notifications.menu')}>
          <MoreHorizontal className="size-5" aria-hidden="true" />
        </IconButton>
      </DropdownMenu.Trigger>
      <MenuPanel className="min-w-[240px]">
        {hasUnread && (
          <DropdownMenu.Item className={`${MENU_ITEM} text-fg`} onSelect={onReadAll}>
            <CheckCheck className="size-[18px] opacity-80" aria-hidden="true" />
            {t('notifications.markAllRead')}
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Item
          className={`${MENU_ITEM} text-fg`}
          onSelect={() => {
            onNavigate?.();
            router.visit(NOTIFICATION_SETTINGS_URL);
          }}
        >
          <Settings className="size-[18px] opacity-80" aria-hidden="true" />
          {t('notifications.settingsLink')}
        </DropdownMenu.Item>
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
