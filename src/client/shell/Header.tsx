import { Menu } from '../ui/icons.ts';
import { useAuthModal } from '../features/auth/index.ts';
import { usePageProps } from '../platform/usePageProps.ts';
import { Button } from '../ui/Button.tsx';
import { IconButton } from '../ui/IconButton.tsx';
import { AccountMenu, GuestAccountMenu } from './AccountMenu.tsx';
import { Logo } from './Logo.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { QuickSearch } from '../features/discovery/index.ts';
import { WriteButton } from './WriteButton.tsx';
import { useT } from '../platform/useT.ts';

export interface HeaderProps {
  onToggleSidebar(): void;
}

export function Header({ onToggleSidebar }: HeaderProps) {
  const t = useT();
  const { auth } = usePageProps();
  const { open } = useAuthModal();

  return (
    <header className="sticky top-0 z-40 h-[var(--header-height)] border-b border-line bg-surface">
      <div className="mx-auto flex h-full max-w-[1440px] items-center gap-3 px-2 nav:px-3">
        <div className="flex items-center gap-1.5 nav:w-[226px] nav:shrink-0">
          <IconButton label={t('shell.menu')} onClick={onToggleSidebar}>
            <Menu className="size-5" aria-hidden="true" />
          </IconButton>
          <Logo />
        </div>

        <QuickSearch className="hidden max-w-[440px] flex-1 nav:block" />

        <div className="ml-auto flex items-center gap-1.5">
          <WriteButton className="max-nav:hidden" />
          {auth.user ? (
            <>
              <NotificationBell className="max-nav:hidden" />
              <AccountMenu user={auth.user} />
            </>
          ) : (
            <>
              <Button onClick={() => open('login')} className="max-nav:hidden">
                {t('shell.signIn')}
              </Button>
              <GuestAccountMenu />
            </>
          )}
        </div>
      </div>
    </header>
  );
}
