import { useEffect, useRef } from 'react';
import { LoaderCircle } from './icons.ts';
import { Button } from './Button.tsx';
import type { PaginatedList } from './usePaginatedList.ts';
import { useT } from '../platform/useT.ts';

export const POSTS_SCROLL_DISTANCE = 1000;
export const SHORT_LIST_SCROLL_DISTANCE = 100;

export type ScrollBox = Pick<Element, 'scrollHeight' | 'scrollTop' | 'clientHeight'>;

/** For a list that scrolls inside its own box, where the page's viewport says nothing. */
export function nearScrollEnd(box: ScrollBox, distance: number): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= distance;
}

type Foot = Pick<PaginatedList<unknown>, 'hasMore' | 'grew' | 'status' | 'loadMore'>;

export function InfiniteScrollFoot({ list, distance = POSTS_SCROLL_DISTANCE }: { list: Foot; distance?: number }) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, status, loadMore } = list;

  useEffect(() => {
    const element = sentinel.current;
    // A failed page waits for the retry button: scrolling must not hammer a failing server.
    if (!element || !hasMore || status !== 'idle') return;
    // Observed anew after every page, so a short page that leaves the foot in reach loads the next at once.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore(), {
      rootMargin: `0px 0px ${distance}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, status, loadMore, distance]);

  if (!hasMore) {
    return list.grew ? <p className="py-4 text-center text-[14px] text-muted">{t('postUi.list.end')}</p> : null;
  }
  return (
    <div ref={sentinel} className="flex min-h-12 flex-col items-center justify-center gap-2 py-2" aria-live="polite">
      {status === 'loading' && <LoaderCircle className="size-6 animate-spin text-muted" aria-label={t('postUi.list.loading')} />}
      {status === 'error' && (
        <>
          <p className="text-[14px] text-muted">{t('postUi.list.error')}</p>
          <Button onClick={loadMore} className="min-w-[180px] bg-surface">
            {t('postUi.list.retry')}
          </Button>
        </>
      )}
    </div>
  );
}
