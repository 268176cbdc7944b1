import { Eye, MessageCircle, Search } from '../../ui/icons.ts';
import type { FastSearchAnswer, QuickSearchItem } from '../../../shared/discovery.ts';
import { useT } from '../../platform/useT.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Link } from '../../ui/Link.tsx';
import { searchUrl } from './discovery-urls.ts';
import { viewedPosts } from './local-lists.ts';
import { RecentSearches } from './RecentSearches.tsx';

/** The items the arrow keys move between (QuickSearch.tsx). */
const ITEM = { 'data-quick-item': '' };

/** The quick search's panel: what the query found, or with no query the reader's recent searches and posts. */
export default function QuickSearchPanel({ query, results }: { query: string; results: FastSearchAnswer | null }) {
  return query ? <Results query={query} results={results} /> : <Memories />;
}

function Results({ query, results }: { query: string; results: FastSearchAnswer | null }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <Link href={searchUrl(query)} className="flex items-center gap-2 rounded-lg px-1 py-1.5 text-[15px] font-medium text-accent hover:bg-fg/5" {...ITEM}>
        <Search className="size-4" aria-hidden="true" />
        {t('discovery.quick.goToResults')}
      </Link>
      {results && <Found title={t('discovery.blogs')} items={results.users.data} round />}
      {results && <Found title={t('discovery.topics')} items={results.communities.data} />}
    </div>
  );
}

function Found({ title, items, round = false }: { title: string; items: QuickSearchItem[]; round?: boolean }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="px-1 text-[13px] font-medium text-muted">{title}</h2>
      <ul className="mt-1 flex flex-col">
        {items.map((item) => (
          <li key={item.id}>
            <Link href={item.url} className="flex items-center gap-2.5 rounded-lg px-1 py-1.5 hover:bg-fg/5" {...ITEM}>
              <Avatar image={item.avatar} name={item.title} size={32} shape={round ? 'circle' : 'square'} />
              <span className="flex min-w-0 flex-col">
                <span className="truncate text-[14px] font-medium">{item.title}</span>
                <span className="truncate text-[12px] text-muted">@{item.slug}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Memories() {
  const t = useT();
  const posts = viewedPosts.use();
  return (
    <div className="flex flex-col gap-3">
      <RecentSearches title={t('discovery.quick.recent')} emptyText={t('discovery.recent.empty')} itemProps={ITEM} />
      {posts.length > 0 && (
        <section aria-label={t('discovery.quick.viewed')}>
          <div className="flex items-center justify-between px-1">
            <h2 className="text-[14px] font-medium text-muted">{t('discovery.quick.viewed')}</h2>
            <button type="button" onClick={viewedPosts.clear} className="rounded px-1 text-[13px] text-accent hover:underline" {...ITEM}>
              {t('discovery.quick.clear')}
            </button>
          </div>
          <ul className="mt-1 flex flex-col">
            {posts.map((post) => (
              <li key={post.id}>
                <Link href={post.url} className="flex items-center gap-2.5 rounded-lg px-1 py-1.5 hover:bg-fg/5" {...ITEM}>
                  {post.thumb ? <img src={post.thumb} alt="" width={40} height={40} className="size-10 shrink-0 rounded-md object-cover" /> : <span className="size-10 shrink-0 rounded-md bg-page" aria-hidden="true" />}
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate text-[14px] font-medium">{post.title}</span>
                    <span className="flex items-center gap-3 text-[12px] text-muted">
                      <span className="inline-flex items-center gap-1">
                        <MessageCircle className="size-3.5" aria-hidden="true" />
                        {post.comments_count}
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <Eye className="size-3.5" aria-hidden="true" />
                        {post.views}
                      </span>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
