/**
 * The Posts tab and its sorts (spec 1 §2): Popular, New, Per month, Per year, each at its own
 * address. A blog's Popular is the page itself; a community's Posts tab lives at `{url}/popular`.
 */
import clsx from 'clsx';
import { PROFILE_POST_SORTS, type ProfilePostSort, type SubsiteProfile } from '../../../shared/dto/subsite.ts';
import { useT } from '../../platform/useT.ts';
import { Link } from '../../ui/Link.tsx';

export function sortUrl(subsite: Pick<SubsiteProfile, 'url' | 'is_user'>, sort: ProfilePostSort): string {
  return sort === 'popular' && subsite.is_user ? subsite.url : `${subsite.url}/${sort}`;
}

export function ProfileTabs({ subsite, sort }: { subsite: SubsiteProfile; sort: ProfilePostSort }) {
  const t = useT();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      <nav aria-label={t('profiles.tabs.label')}>
        <Link href={sortUrl(subsite, 'popular')} aria-current="page" className="rounded-[10px] bg-surface px-3.5 py-2 text-[15px] font-medium shadow-sm">
          {t('profiles.tabs.posts')}
        </Link>
      </nav>
      <nav aria-label={t('profiles.sorts.label')} className="flex min-w-0 gap-0.5 overflow-x-auto">
        {PROFILE_POST_SORTS.map((option) => (
          <Link
            key={option}
            href={sortUrl(subsite, option)}
            aria-current={option === sort ? 'true' : undefined}
            className={clsx('shrink-0 rounded-lg px-2.5 py-1.5 text-[14px] transition-colors', option === sort ? 'font-medium text-fg' : 'text-muted hover:text-fg')}
          >
            {t(`profiles.sorts.${option}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
