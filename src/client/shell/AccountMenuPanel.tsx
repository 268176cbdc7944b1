import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '../ui/Link.tsx';
import { BarChart3, Bookmark, FilePen, LayoutDashboard, LogIn, LogOut, Moon, Settings, ShieldAlert, Users, type IconComponent } from '../ui/icons.ts';
import clsx from 'clsx';
import type { CurrentUser } from '../../shared/dto/auth.ts';
import { useAuthModal } from '../features/auth/index.ts';
import { useTheme } from '../platform/theme.ts';
import { readCookie } from '../platform/http.ts';
import { Avatar } from '../ui/Avatar.tsx';
import type { MenuTrigger } from '../ui/DeferredMenu.tsx';
import { MENU_ITEM, OpenedMenu } from '../ui/Menu.tsx';
import { useT } from '../platform/useT.ts';
import { usePageProps } from '../platform/usePageProps.ts';
import { PersonalIconBadge } from '../features/personal-icons/index.ts';
import { TopPlaceBadge, VerifiedBadge } from '../features/posts/index.ts';

const ITEM = clsx(MENU_ITEM, 'text-fg');

export function MemberMenu({ user, trigger }: { user: CurrentUser; trigger: MenuTrigger }) {
  const t = useT();
  const { canCreateCommunity } = usePageProps();
  return (
    <OpenedMenu trigger={trigger} className="w-[280px]">
      <DropdownMenu.Item asChild>
        <Link href={user.url} className={clsx(ITEM, 'h-auto py-2')}>
          <Avatar image={user.avatar} name={user.name} size={40} />
          <span className="min-w-0">
            <span className="flex min-w-0 items-center gap-1" data-testid="account-card-name">
              <span className="truncate font-semibold">{user.name}</span>
              {user.is_official && <VerifiedBadge />}
              <PersonalIconBadge subsite={user} interactive={false} />
              <TopPlaceBadge place={user.current_rating_place} link={false} />
            </span>
            <span className="block truncate text-[13px] text-muted">@{user.slug}</span>
          </span>
        </Link>
      </DropdownMenu.Item>
      <Separator />
      {user.is_super_admin && (
        <MenuLink href="/admin-panel" icon={LayoutDashboard}>
          {t('shell.account.controlPanel')}
        </MenuLink>
      )}
      {user.moderates && (
        <MenuLink href="/moderation" icon={ShieldAlert}>
          {t('moderation.queue.title')}
        </MenuLink>
      )}
      <MenuLink href={`${user.url}/drafts`} icon={FilePen}>
        {t('shell.account.drafts')}
        {user.drafts_count > 0 && <span className="ml-auto text-[13px] text-muted">{user.drafts_count}</span>}
      </MenuLink>
      <MenuLink href="/bookmarks" icon={Bookmark}>
        {t('shell.account.bookmarks')}
      </MenuLink>
      <MenuLink href="/stats" icon={BarChart3}>
        {t('stats.menu')}
      </MenuLink>
      {(user.my_topics > 0 || canCreateCommunity) && (
        <MenuLink href="/my-topics" icon={Users}>
          {t('communities.myTopics.title')}
          {user.my_topics > 0 && <span className="ml-auto text-[13px] text-muted">{user.my_topics}</span>}
        </MenuLink>
      )}
      <SettingsRow />
      <Separator />
      <DropdownMenu.Item className={ITEM} onSelect={signOut}>
        <LogOut className="size-[18px] text-muted" aria-hidden="true" />
        {t('shell.account.signOut')}
      </DropdownMenu.Item>
    </OpenedMenu>
  );
}

/** A plain form post (a full page load): sign-out must leave no page state behind. */
function signOut() {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/logout';
  const token = document.createElement('input');
  token.type = 'hidden';
  token.name = '_token';
  token.value = readCookie('XSRF-TOKEN') ?? '';
  form.append(token);
  document.body.append(form);
  form.submit();
}

export function GuestMenu({ trigger }: { trigger: MenuTrigger }) {
  const t = useT();
  const { open } = useAuthModal();
  return (
    <OpenedMenu trigger={trigger} className="w-[260px]">
      <DropdownMenu.Item className={ITEM} onSelect={() => open('login')}>
        <LogIn className="size-[18px] text-muted" aria-hidden="true" />
        {t('shell.account.signInOrRegister')}
      </DropdownMenu.Item>
      <Separator />
      <div className="flex items-center gap-1">
        <span className="flex-1 px-3 text-[14px]">{t('shell.account.darkTheme')}</span>
        <ThemeSwitchItem />
      </div>
    </OpenedMenu>
  );
}

function Separator() {
  return <DropdownMenu.Separator className="mx-2 my-1.5 h-px bg-line" />;
}

interface MenuLinkProps {
  href: string;
  icon: IconComponent;
  plain?: boolean;
  className?: string;
  children: ReactNode;
}

function MenuLink({ href, icon: Icon, plain = false, className, children }: MenuLinkProps) {
  const content = (
    <>
      <Icon className="size-[18px] text-muted" aria-hidden="true" />
      {children}
    </>
  );
  return (
    <DropdownMenu.Item asChild>
      {plain ? (
        <a href={href} className={clsx(ITEM, className)}>
          {content}
        </a>
      ) : (
        <Link href={href} className={clsx(ITEM, className)}>
          {content}
        </Link>
      )}
    </DropdownMenu.Item>
  );
}

function SettingsRow() {
  const t = useT();
  return (
    <div className="flex items-center gap-1">
      <MenuLink href="/settings" icon={Settings} className="flex-1">
        {t('shell.account.settings')}
      </MenuLink>
      <ThemeSwitchItem />
    </div>
  );
}

/** Its own menu item so arrow keys reach it; choosing it keeps the menu open to show the change. */
function ThemeSwitchItem() {
  const t = useT();
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <DropdownMenu.CheckboxItem
      checked={dark}
      onCheckedChange={toggleTheme}
      onSelect={(event) => event.preventDefault()}
      aria-label={t('shell.account.darkTheme')}
      title={t('shell.account.darkTheme')}
      className="flex h-10 cursor-pointer items-center gap-1.5 rounded-lg px-2 text-muted outline-none data-[highlighted]:bg-page"
    >
      <Moon className="size-4" aria-hidden="true" />
      <span
        aria-hidden="true"
        className={clsx('relative h-5 w-9 rounded-full transition-colors', dark ? 'bg-accent-fill' : 'bg-fg/20')}
      >
        <span
          className={clsx(
            'absolute top-0.5 size-4 rounded-full bg-white shadow transition-[left]',
            dark ? 'left-[18px]' : 'left-0.5',
          )}
        />
      </span>
    </DropdownMenu.CheckboxItem>
  );
}
