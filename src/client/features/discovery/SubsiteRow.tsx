import type { SubsiteListItem } from '../../../shared/discovery.ts';
import { FollowButton, useFollowersCount } from '../follows/index.ts';
import { Link } from '../../ui/Link.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { useT } from '../../platform/useT.ts';
import { PlaceChange } from './PlaceChange.tsx';

export function SubsiteRow({ subsite, number }: { subsite: SubsiteListItem; number?: number }) {
  const t = useT();
  const followers = useFollowersCount(subsite.id, subsite.followers_count);
  return (
    <li className="flex items-center gap-3 px-4 py-3 nav:px-5">
      {number !== undefined && <span className="w-7 shrink-0 text-center text-[15px] font-semibold tabular-nums text-muted">{number}</span>}
      <Link href={subsite.url} className="group flex min-w-0 flex-1 items-center gap-3">
        <Avatar image={subsite.avatar} name={subsite.name} size={44} shape={subsite.is_user ? 'circle' : 'square'} />
        <span className="flex min-w-0 flex-col">
          <span className="line-clamp-2 break-words text-[15px] font-medium group-hover:text-accent">{subsite.name}</span>
          <span className="truncate text-[13px] text-muted">
            {t('feeds.topBlogs.followers', { count: followers })}
            {subsite.description && ` · ${subsite.description}`}
          </span>
        </span>
      </Link>
      {number !== undefined && <PlaceChange place={subsite.current_rating_place} old={subsite.old_place} />}
      <FollowButton subsite={subsite} className="shrink-0" />
    </li>
  );
}
