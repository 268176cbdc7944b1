import { useState } from 'react';
import { usePage } from '@inertiajs/react';
import { Star } from '../ui/icons.ts';
import { Link } from '../ui/Link.tsx';
import clsx from 'clsx';
import { calls } from '../../shared/api/index.ts';
import type { FollowingItem, SubsiteCard } from '../../shared/dto/subsite.ts';
import { api } from '../platform/api.ts';
import { usePageProps } from '../platform/usePageProps.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { isUnder, pathOf } from '../platform/url-paths.ts';
import { useT } from '../platform/useT.ts';

const FIRST_SHOWN = 7;

export function SidebarSubsites() {
  const t = useT();
  const { auth, categories } = usePageProps();
  const path = pathOf(usePage().url);
  const [favorites, setFavorites] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [all, setAll] = useState(false);
  /** The page carries only the first 50 followed topics; 'Show all' loads the rest. */
  const [everyFollowed, setEveryFollowed] = useState<FollowingItem[] | null>(null);
  const followings = (all && everyFollowed) || auth.user?.followings || [];
  const following = followings.length > 0;
  if (!following && categories.length === 0) return null;

  const isFavorite = (item: FollowingItem) => favorites.get(item.id) ?? item.is_favorite;
  // Favorites lead, in the server's order otherwise (a stable sort keeps it).
  const ordered = following ? [...followings].sort((a, b) => Number(isFavorite(b)) - Number(isFavorite(a))) : [];
  const subsites: SubsiteCard[] = following ? (all ? ordered : ordered.slice(0, FIRST_SHOWN)) : categories;

  async function toggleAll() {
    if (!all && everyFollowed === null) {
      try {
        setEveryFollowed((await api(calls.follows.topics, {})).data);
      } catch {
        // The carried ones stay shown; sidebar failures are silent by the spec.
      }
    }
    setAll(!all);
  }

  async function flip(item: FollowingItem) {
    try {
      const answer = await api(calls.follows.favorite, { body: { id: item.id } });
      setFavorites((current) => new Map(current).set(answer.id, answer.is_favorite));
    } catch {
      // Silent by the spec.
    }
  }

  return (
    <section className="mt-5 border-t border-line pt-4">
      <div className="mb-1.5 flex items-center justify-between px-3">
        <h2 className="text-[13px] font-medium text-muted">{following ? t('shell.sidebar.subscriptions') : t('shell.sidebar.communities')}</h2>
        {!following && (
          <Link href="/discovery/topics" className="text-[13px] font-medium text-accent hover:underline">
            {t('shell.sidebar.subscribe')}
          </Link>
        )}
      </div>
      <ul className="flex flex-col gap-0.5">
        {subsites.map((subsite) => {
          const active = isUnder(path, subsite.url);
          const item = following ? (subsite as FollowingItem) : null;
          return (
            <li key={subsite.id} className="group/item relative">
              <Link
                href={subsite.url}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex h-9 items-center gap-2.5 rounded-[10px] px-3 text-[14px] transition-colors',
                  item && 'pr-9',
                  active ? 'bg-surface font-medium shadow-sm' : 'text-fg/85 hover:bg-fg/5',
                )}
              >
                <Avatar image={subsite.avatar} name={subsite.name} size={22} shape={subsite.is_user ? 'circle' : 'square'} />
                <span className="truncate">{subsite.name}</span>
              </Link>
              {item && (
                <button
                  type="button"
                  aria-pressed={isFavorite(item)}
                  aria-label={t(isFavorite(item) ? 'follows.unfavorite' : 'follows.favorite', { name: item.name })}
                  title={t(isFavorite(item) ? 'follows.unfavorite' : 'follows.favorite', { name: item.name })}
                  onClick={() => void flip(item)}
                  className={clsx(
                    'absolute right-1 top-1/2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md transition-opacity hover:bg-fg/5 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-accent',
                    isFavorite(item) ? 'text-amber-500' : 'text-muted nav:opacity-0 nav:group-hover/item:opacity-100',
                  )}
                >
                  <Star className={clsx('size-4', isFavorite(item) && 'fill-current')} aria-hidden="true" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {following && followings.length > FIRST_SHOWN && (
        <button type="button" onClick={() => void toggleAll()} aria-expanded={all} className="mt-1 h-8 px-3 text-[13px] font-medium text-muted hover:text-accent">
          {t(all ? 'follows.showLess' : 'follows.showAll')}
        </button>
      )}
    </section>
  );
}
