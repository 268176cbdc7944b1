import { useState } from 'react';
import { Link } from '../../ui/Link.tsx';
import { LoaderCircle, MessageCircle } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import type { NewsPage } from '../../../shared/api/feeds.ts';
import { api } from '../../platform/api.ts';
import { useRemembered } from '../../platform/remembered.ts';
import { useT } from '../../platform/useT.ts';

interface NewsState {
  items: NewsPage['data'];
  page: number;
  done: boolean;
}

export function NewsWidget({ first }: { first: NewsPage }) {
  const t = useT();
  // Remembered in the history entry, so Back finds the news as long as they were.
  const [news, setNews] = useRemembered<NewsState>({ items: first.data, page: 1, done: first.to >= first.total }, 'news');
  const [loading, setLoading] = useState(false);

  const more = () => {
    setLoading(true);
    api(calls.feeds.news, { query: { page: news.page + 1 } })
      .then((answer) =>
        setNews((current) => ({
          items: [...current.items, ...answer.data.filter((item) => !current.items.some((seen) => seen.id === item.id))],
          page: current.page + 1,
          done: answer.to >= answer.total || answer.data.length === 0,
        })),
      )
      // Silent like the spec's other widgets: the feed below matters more.
      .catch(() => setNews((current) => ({ ...current, done: true })))
      .finally(() => setLoading(false));
  };

  if (news.items.length === 0) return null;
  return (
    <section aria-labelledby="news-title" className="mb-5 rounded-xl bg-surface px-4 py-4 nav:px-5">
      <h2 id="news-title" className="mb-2 text-[17px] font-semibold">
        {t('feeds.news.title')}
      </h2>
      <ul className="flex flex-col">
        {news.items.map((item) => (
          <li key={item.id} className="flex items-baseline justify-between gap-3 border-b border-line py-2 last:border-b-0">
            <Link href={item.url} className="line-clamp-2 text-[15px] leading-snug hover:text-accent">
              {item.title}
            </Link>
            {item.comments_count > 0 && (
              <span className="flex shrink-0 items-center gap-1 text-[13px] text-muted" title={t('feeds.news.comments', { count: item.comments_count })}>
                <MessageCircle className="size-3.5" aria-hidden="true" />
                {item.comments_count}
              </span>
            )}
          </li>
        ))}
      </ul>
      {!news.done && (
        <button type="button" onClick={more} disabled={loading} className="mt-2 flex items-center gap-2 text-[14px] font-medium text-accent hover:underline">
          {loading && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {t('feeds.news.more')}
        </button>
      )}
    </section>
  );
}
