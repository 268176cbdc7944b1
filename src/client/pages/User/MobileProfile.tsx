import type { ReactNode } from 'react';
import { BarChart3, Bell, Bookmark, ChevronRight, FilePen, LayoutDashboard, LogOut, Moon, Settings, type IconComponent } from '../../ui/icons.ts';
import clsx from 'clsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useTheme } from '../../platform/theme.ts';
import { useT } from '../../platform/useT.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Link } from '../../ui/Link.tsx';

const ROW = 'flex h-14 w-full items-center gap-3 px-4 text-[16px] transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent';

export default function MobileProfile() {
  const t = useT();
  const { auth } = usePageProps<'User/MobileProfile'>();
  const { theme, toggleTheme } = useTheme();
  const user = auth.user;
  if (!user) return null;
  const dark = theme === 'dark';
  return (
    <section className="mx-auto flex w-full max-w-[680px] flex-col gap-3" aria-labelledby="account-title">
      <h1 id="account-title" className="sr-only">
        {t('settings.account.title')}
      </h1>
      <Link href={user.url} className="flex items-center gap-4 rounded-xl bg-surface p-4 hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent">
        <Avatar image={user.avatar} name={user.name} size={56} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-[19px] font-semibold">{user.name}</span>
          <span className="block truncate text-[14px] text-muted">@{user.slug} · {t('settings.account.blog')}</span>
        </span>
        <ChevronRight className="size-5 text-muted" aria-hidden="true" />
      </Link>
      <ul className="overflow-hidden rounded-xl bg-surface">
        {user.is_super_admin && (
          <Row href="/admin-panel" icon={LayoutDashboard}>
            {t('shell.account.controlPanel')}
          </Row>
        )}
        <Row href={`${user.url}/drafts`} icon={FilePen} count={user.drafts_count}>
          {t('settings.account.drafts')}
        </Row>
        <Row href="/bookmarks" icon={Bookmark}>
          {t('settings.account.bookmarks')}
        </Row>
        <Row href="/stats" icon={BarChart3}>
          {t('stats.menu')}
        </Row>
        <Row href={`${user.url}/notifications`} icon={Bell}>
          {t('settings.account.notifications')}
        </Row>
        <Row href="/settings" icon={Settings}>
          {t('settings.account.settings')}
        </Row>
        <li>
          <button type="button" role="switch" aria-checked={dark} onClick={toggleTheme} className={ROW}>
            <Moon className="size-5 text-muted" aria-hidden="true" />
            <span className="flex-1 text-left">{t('settings.account.darkTheme')}</span>
            <span className={clsx('relative inline-flex h-6 w-11 items-center rounded-full transition-colors', dark ? 'bg-accent-fill' : 'bg-control')} aria-hidden="true">
              <span className={clsx('inline-block size-5 rounded-full bg-white shadow transition-transform', dark ? 'translate-x-[22px]' : 'translate-x-[2px]')} />
            </span>
          </button>
        </li>
      </ul>
      <ul className="overflow-hidden rounded-xl bg-surface">
        <Row href="/logout" icon={LogOut} plain>
          {t('settings.account.signOut')}
        </Row>
      </ul>
    </section>
  );
}

function Row({ href, icon: Icon, count = 0, plain = false, children }: { href: string; icon: IconComponent; count?: number; plain?: boolean; children: ReactNode }) {
  const content = (
    <>
      <Icon className="size-5 text-muted" aria-hidden="true" />
      <span className="flex-1">{children}</span>
      {count > 0 && <span className="text-[14px] text-muted">{count}</span>}
      <ChevronRight className="size-4 text-muted" aria-hidden="true" />
    </>
  );
  return (
    <li className="border-b border-line last:border-b-0">
      {plain ? (
        <a href={href} className={ROW}>
          {content}
        </a>
      ) : (
        <Link href={href} className={ROW}>
          {content}
        </Link>
      )}
    </li>
  );
}
