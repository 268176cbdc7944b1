import { router } from '@inertiajs/react';
import { ArrowUp } from '../../ui/icons.ts';
import { useT } from '../../platform/useT.ts';
import { newPostsCounter, useNewPostsCount } from './new-posts-counter.ts';

/** `onLoad` resets whatever counted before the visit; `feedId` names where the list starts, else the page's top. */
export function NewPostsPill({ href, count, onLoad, feedId }: { href: string; count: number; onLoad(): void; feedId?: string }) {
  const t = useT();
  if (count === 0) return null;
  const load = () => {
    onLoad();
    const scrollToFeed = () => {
      const feed = feedId ? document.getElementById(feedId) : null;
      if (feed) feed.scrollIntoView({ block: 'start' });
      else window.scrollTo({ top: 0 });
    };
    router.visit(href, { preserveScroll: false, onSuccess: scrollToFeed });
  };
  return (
    <div className="pointer-events-none sticky top-[calc(var(--header-height)+12px)] z-20 flex h-0 justify-center">
      <button
        type="button"
        onClick={load}
        data-testid="new-posts"
        className="pointer-events-auto flex h-10 items-center gap-2 rounded-full bg-accent-fill px-4 text-[14px] font-medium text-white shadow-lg transition-transform hover:scale-[1.03] hover:bg-accent-fill-hover"
      >
        <ArrowUp className="size-4" aria-hidden="true" />
        {t('feeds.newPosts')}
        <span className="rounded-full bg-white/25 px-1.5 text-[12px] tabular-nums">{count > 99 ? '99+' : count}</span>
      </button>
    </div>
  );
}

export function NewPostsButton({ href }: { href: string }) {
  const count = useNewPostsCount();
  return <NewPostsPill href={href} count={count} onLoad={newPostsCounter.clear} />;
}
