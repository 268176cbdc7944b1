/**
 * The floating 'New posts' button of the New feed (spec 1, section 2): it appears when the
 * counter has grown while the reader is on /new, and loads the feed afresh from the top.
 */
import { router } from '@inertiajs/react';
import { ArrowUp } from 'lucide-react';
import { useT } from '../../platform/useT.ts';
import { newPostsCounter, useNewPostsCount } from './new-posts-counter.ts';

export function NewPostsButton({ href }: { href: string }) {
  const t = useT();
  const count = useNewPostsCount();
  if (count === 0) return null;
  const load = () => {
    newPostsCounter.clear();
    router.visit(href, { preserveScroll: false, onSuccess: () => window.scrollTo({ top: 0 }) });
  };
  return (
    <div className="pointer-events-none sticky top-[calc(var(--header-height)+12px)] z-20 flex h-0 justify-center">
      <button
        type="button"
        onClick={load}
        className="pointer-events-auto flex h-10 items-center gap-2 rounded-full bg-accent px-4 text-[14px] font-medium text-white shadow-lg transition-transform hover:scale-[1.03]"
      >
        <ArrowUp className="size-4" aria-hidden="true" />
        {t('feeds.newPosts')}
        <span className="rounded-full bg-white/25 px-1.5 text-[12px] tabular-nums">{count > 99 ? '99+' : count}</span>
      </button>
    </div>
  );
}
