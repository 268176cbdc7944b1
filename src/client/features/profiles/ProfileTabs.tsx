/** A blog's Popular is the page itself; a community's one Posts tab lives at `{url}/popular`. */
import clsx from 'clsx';
import { PROFILE_COMMENT_SORTS, PROFILE_POST_SORTS, type ProfileCommentSort, type ProfilePostSort, type SubsiteProfile } from '../../../shared/dto/subsite.ts';
import { useT } from '../../platform/useT.ts';
import { Link } from '../../ui/Link.tsx';

type Tab = { tab: 'posts'; sort: ProfilePostSort } | { tab: 'comments'; sort: ProfileCommentSort };

export function sortUrl(subsite: Pick<SubsiteProfile, 'url' | 'is_user'>, sort: ProfilePostSort): string {
  return sort === 'popular' && subsite.is_user ? subsite.url : `${subsite.url}/${sort}`;
}

function commentsUrl(subsite: Pick<SubsiteProfile, 'url'>, sort: ProfileCommentSort): string {
  return sort === 'popular' ? `${subsite.url}/comments` : `${subsite.url}/comments/${sort}`;
}

export function ProfileTabs({ subsite, current }: { subsite: SubsiteProfile; current: Tab }) {
  const t = useT();
  const tabs = subsite.is_user ? (['posts', 'comments'] as const) : (['posts'] as const);
  const sorts =
    current.tab === 'posts'
      ? PROFILE_POST_SORTS.map((sort) => ({ sort, href: sortUrl(subsite, sort), label: t(`profiles.sorts.${sort}`) }))
      : PROFILE_COMMENT_SORTS.map((sort) => ({ sort, href: commentsUrl(subsite, sort), label: t(`profiles.sorts.${sort}`) }));
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      <nav aria-label={t('profiles.tabs.label')} className="flex gap-1">
        {tabs.map((tab) => (
          <Link
            key={tab}
            href={tab === 'posts' ? sortUrl(subsite, 'popular') : commentsUrl(subsite, 'popular')}
            aria-current={tab === current.tab ? 'page' : undefined}
            className={clsx('rounded-[10px] px-3.5 py-2 text-[15px] font-medium transition-colors', tab === current.tab ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg')}
          >
            {t(`profiles.tabs.${tab}`)}
          </Link>
        ))}
      </nav>
      <nav aria-label={t('profiles.sorts.label')} className="flex min-w-0 gap-0.5 overflow-x-auto">
        {sorts.map(({ sort, href, label }) => (
          <Link
            key={sort}
            href={href}
            aria-current={sort === current.sort ? 'true' : undefined}
            className={clsx('shrink-0 rounded-lg px-2.5 py-1.5 text-[14px] transition-colors', sort === current.sort ? 'font-medium text-fg' : 'text-muted hover:text-fg')}
          >
            {label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
