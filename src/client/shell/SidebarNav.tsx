import type { MouseEvent } from 'react';
import { usePage } from '@inertiajs/react';
import { Link } from '../ui/Link.tsx';
import { Clock, Flame, MessageCircle, Newspaper, Trophy, type IconComponent } from '../ui/icons.ts';
import clsx from 'clsx';
import { usePageProps } from '../platform/usePageProps.ts';
import { useSignInGate } from '../features/auth/index.ts';
import { useUnreadChats } from '../features/chats/index.ts';
import { CountBadge } from '../ui/CountBadge.tsx';
import { feedAt, feedUrl } from '../features/feeds/index.ts';
import { isUnder, pathOf } from '../platform/url-paths.ts';
import { useT } from '../platform/useT.ts';

interface NavItem {
  key: string;
  label: string;
  href: string;
  icon: IconComponent;
  active: boolean;
  membersOnly?: boolean;
  badge?: number;
}

export function SidebarNav() {
  const t = useT();
  const { defaultFeed, defaultSortingFeed } = usePageProps();
  const path = pathOf(usePage().url);
  const feed = feedAt(path, defaultFeed);
  const gate = useSignInGate();
  const unreadChats = useUnreadChats();

  const items: NavItem[] = [
    { key: 'popular', label: t('shell.nav.popular'), href: feedUrl('popular', defaultSortingFeed), icon: Flame, active: feed === 'popular' },
    { key: 'new', label: t('shell.nav.new'), href: feedUrl('new', defaultSortingFeed), icon: Clock, active: feed === 'new' },
    { key: 'my', label: t('shell.nav.my'), href: feedUrl('my', defaultSortingFeed), icon: Newspaper, active: feed === 'my', membersOnly: true },
    {
      key: 'messages',
      label: t('shell.nav.messages'),
      href: '/m',
      icon: MessageCircle,
      active: isUnder(path, '/m'),
      membersOnly: true,
      badge: unreadChats.length,
    },
    { key: 'rating', label: t('shell.nav.rating'), href: '/discovery', icon: Trophy, active: isUnder(path, '/discovery') },
  ];

  return (
    <nav aria-label={t('shell.nav.label')}>
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => (
          <li key={item.key}>
            <SidebarLink item={item} onClick={item.membersOnly ? gate : undefined} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SidebarLink({ item, onClick }: { item: NavItem; onClick?: (event: MouseEvent) => void }) {
  const Icon = item.icon;
  return (
    <Link
      href={item.href}
      onClick={onClick}
      aria-current={item.active ? 'page' : undefined}
      className={clsx(
        'flex h-10 items-center gap-3 rounded-[10px] px-3 text-[15px] transition-colors',
        item.active ? 'bg-surface font-medium text-fg shadow-sm' : 'text-fg/85 hover:bg-fg/5',
      )}
    >
      <Icon className={clsx('size-5', item.active ? 'text-accent' : 'text-muted')} aria-hidden="true" />
      <span className="flex-1">{item.label}</span>
      <CountBadge count={item.badge ?? 0} />
    </Link>
  );
}
