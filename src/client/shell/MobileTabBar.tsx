import type { MouseEvent, ReactNode } from 'react';
import { usePage } from '@inertiajs/react';
import { Link } from '../ui/Link.tsx';
import { Bell, House, LogIn, MessageCircle, Search } from '../ui/icons.ts';
import clsx from 'clsx';
import { useAuthModal, useSignInGate } from '../features/auth/index.ts';
import { useUnreadChats } from '../features/chats/index.ts';
import { useNotificationCounters } from '../features/notifications/index.ts';
import { usePageProps } from '../platform/usePageProps.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { CountBadge } from '../ui/CountBadge.tsx';
import { feedAt, feedUrl } from '../features/feeds/index.ts';
import { isUnder, pathOf } from '../platform/url-paths.ts';
import { useT } from '../platform/useT.ts';

const TAB = 'relative flex h-full w-full flex-col items-center justify-center transition-colors';

export function MobileTabBar() {
  const t = useT();
  const { auth, defaultFeed, defaultSortingFeed } = usePageProps();
  const notSawNotifications = useNotificationCounters().notSaw;
  const { open } = useAuthModal();
  const gate = useSignInGate();
  const unreadChats = useUnreadChats();
  const path = pathOf(usePage().url);
  const user = auth.user;
  const notificationsUrl = user ? `${user.url}/notifications` : null;

  return (
    <nav
      aria-label={t('shell.tabs.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] nav:hidden"
    >
      <ul className="grid h-[var(--tabbar-height)] grid-cols-5">
        <TabLink href={feedUrl(defaultFeed, defaultSortingFeed)} label={t('shell.tabs.home')} active={feedAt(path, defaultFeed) !== null}>
          <House className="size-6" aria-hidden="true" />
        </TabLink>
        <TabLink href="/discovery" label={t('shell.tabs.search')} active={isUnder(path, '/discovery')}>
          <Search className="size-6" aria-hidden="true" />
        </TabLink>
        {notificationsUrl ? (
          <TabLink href={notificationsUrl} label={t('shell.tabs.notifications')} active={isUnder(path, notificationsUrl)}>
            <BellWithBadge count={notSawNotifications} />
          </TabLink>
        ) : (
          <TabButton label={t('shell.tabs.notifications')} onClick={() => open('login')}>
            <BellWithBadge count={0} />
          </TabButton>
        )}
        <TabLink href="/m" label={t('shell.tabs.messages')} active={isUnder(path, '/m')} onClick={gate}>
          <MessageCircle className="size-6" aria-hidden="true" />
          <CountBadge count={unreadChats.length} className="absolute left-1/2 top-2 ml-1" />
        </TabLink>
        {user ? (
          <TabLink href="/account" label={t('shell.tabs.account')} active={isUnder(path, '/account')}>
            <Avatar image={user.avatar} name={user.name} size={28} />
          </TabLink>
        ) : (
          <TabButton label={t('shell.signIn')} onClick={() => open('login')}>
            <LogIn className="size-6" aria-hidden="true" />
          </TabButton>
        )}
      </ul>
    </nav>
  );
}

function BellWithBadge({ count }: { count: number }) {
  return (
    <>
      <Bell className="size-6" aria-hidden="true" />
      <CountBadge count={count} className="absolute left-1/2 top-2 ml-1" />
    </>
  );
}

interface TabLinkProps {
  href: string;
  label: string;
  active: boolean;
  onClick?: (event: MouseEvent) => void;
  children: ReactNode;
}

function TabLink({ href, label, active, onClick, children }: TabLinkProps) {
  return (
    <li>
      <Link
        href={href}
        onClick={onClick}
        aria-label={label}
        aria-current={active ? 'page' : undefined}
        className={clsx(TAB, active ? 'text-accent' : 'text-muted hover:text-fg')}
      >
        {children}
      </Link>
    </li>
  );
}

function TabButton({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <li>
      <button type="button" onClick={onClick} aria-label={label} className={clsx(TAB, 'text-muted hover:text-fg')}>
        {children}
      </button>
    </li>
  );
}
