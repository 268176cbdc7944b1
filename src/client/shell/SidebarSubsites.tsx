/**
 * Under the main list: the blogs and topics the member follows, or — for guests and
 * members who follow nothing yet — communities worth a look (the `categories` prop).
 */
import { usePage } from '@inertiajs/react';
import { Link } from '../ui/Link.tsx';
import clsx from 'clsx';
import type { SubsiteCard } from '../../shared/dto/subsite.ts';
import { usePageProps } from '../platform/usePageProps.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { isUnder, pathOf } from '../platform/url-paths.ts';
import { useT } from '../platform/useT.ts';

export function SidebarSubsites() {
  const t = useT();
  const { auth, categories } = usePageProps();
  const path = pathOf(usePage().url);
  const followings = auth.user?.followings ?? [];
  const following = followings.length > 0;
  const subsites: SubsiteCard[] = following ? followings : categories;
  if (subsites.length === 0) return null;

  return (
    <section className="mt-5 border-t border-line pt-4">
      <div className="mb-1.5 flex items-center justify-between px-3">
        <h2 className="text-[13px] font-medium text-muted">{following ? t('shell.sidebar.subscriptions') : t('shell.sidebar.communities')}</h2>
        {/* Readers who follow nothing are offered the topic subscription page. */}
        {!following && (
          <Link href="/discovery/topics" className="text-[13px] font-medium text-accent hover:underline">
            {t('shell.sidebar.subscribe')}
          </Link>
        )}
      </div>
      <ul className="flex flex-col gap-0.5">
        {subsites.map((subsite) => {
          const active = isUnder(path, subsite.url);
          return (
            <li key={subsite.id}>
              <Link
                href={subsite.url}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex h-9 items-center gap-2.5 rounded-[10px] px-3 text-[14px] transition-colors',
                  active ? 'bg-surface font-medium shadow-sm' : 'text-fg/85 hover:bg-fg/5',
                )}
              >
                <Avatar image={subsite.avatar} name={subsite.name} size={22} shape={subsite.is_user ? 'circle' : 'square'} />
                <span className="truncate">{subsite.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
