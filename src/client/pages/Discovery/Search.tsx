import { useEffect, useState } from 'react';
import { router, usePage } from '@inertiajs/react';
import { ArrowLeft, LoaderCircle, Search as SearchIcon, SearchX, SlidersHorizontal, X } from '../../ui/icons.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_LIMITS, type SearchFilters, type SubsiteListItem } from '../../../shared/discovery.ts';
import { FiltersDialog, RecentSearches, SubsiteRow, fullListUrl, recentSearches, searchUrl, useDebouncedEffect } from '../../features/discovery/index.ts';
import { PostList } from '../../features/posts/index.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { Link } from '../../ui/Link.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';

export default function Search() {
  const { q, filters, blogs, topics, posts } = usePageProps<'Discovery/Search'>();
  const { url } = usePage();
  const t = useT();
  const [text, setText] = useState(q);
  const [loading, setLoading] = useState(false);
  const [filtering, setFiltering] = useState(false);

  useEffect(() => {
    if (q) recentSearches.add(q);
  }, [q]);

  function search(query: string, nextFilters: SearchFilters = filters) {
    router.get(searchUrl(query, nextFilters), {}, { preserveState: true, preserveScroll: true, onStart: () => setLoading(true), onFinish: () => setLoading(false) });
  }

  useDebouncedEffect(text, SEARCH_DEBOUNCE_MS, (query) => {
    if (query.trim() !== q) search(query);
  });

  const nothing = q && blogs.length === 0 && topics.length === 0 && posts?.data.length === 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-xl bg-surface p-4 nav:px-6">
        <div className="mb-3 flex items-center gap-2">
          <IconButton label={t('discovery.back')} onClick={() => window.history.back()}>
            <ArrowLeft className="size-5" aria-hidden="true" />
          </IconButton>
          <h1 className="text-[22px] font-bold">{t('discovery.meta.title')}</h1>
        </div>
        <form
          role="search"
          aria-label={t('discovery.search.label')}
          action="/discovery"
          onSubmit={(event) => {
            event.preventDefault();
            search(text);
          }}
          className="flex items-center gap-2"
        >
          <div className="relative flex-1">
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-[18px] -translate-y-1/2 text-muted" aria-hidden="true" />
            <input
              type="search"
              name="q"
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={SEARCH_LIMITS.query}
              autoComplete="off"
              placeholder={t('discovery.search.placeholder')}
              aria-label={t('discovery.search.label')}
              className="h-11 w-full rounded-lg border border-line bg-page pl-10 pr-10 text-[15px] outline-none placeholder:text-muted focus:border-accent focus:ring-3 focus:ring-accent/25"
            />
            <span className="absolute right-2 top-1/2 flex -translate-y-1/2 items-center">
              {loading ? (
                <LoaderCircle className="size-5 animate-spin text-muted" role="status" aria-label={t('discovery.search.loading')} />
              ) : (
                text && (
                  <button type="button" onClick={() => setText('')} aria-label={t('discovery.search.clearField')} className="rounded p-1 text-muted hover:text-fg">
                    <X className="size-4" aria-hidden="true" />
                  </button>
                )
              )}
            </span>
          </div>
          {q && (
            <IconButton label={t('discovery.filters.open')} onClick={() => setFiltering(true)} className={filters.date !== 'all' || filters.scopes.length > 0 ? 'text-accent' : undefined}>
              <SlidersHorizontal className="size-5" aria-hidden="true" />
            </IconButton>
          )}
        </form>
        {!q && (
          <div className="mt-4">
            <RecentSearches title={t('discovery.recent.title')} emptyText={t('discovery.recent.empty')} />
          </div>
        )}
      </div>
      {nothing ? (
        <EmptyState icon={SearchX} title={t('discovery.nothingFound')} text={t('discovery.nothingFoundText')} className="rounded-xl bg-surface py-14" />
      ) : (
        <>
          <SubsiteSection title={t('discovery.blogs')} items={blogs} more={fullListUrl('blogs', q)} />
          <SubsiteSection title={t('discovery.topics')} items={topics} more={fullListUrl('topics', q)} />
          {posts && (
            <section aria-labelledby="found-posts" className="flex flex-col gap-3">
              <h2 id="found-posts" className="px-1 text-[17px] font-semibold">
                {t('discovery.posts')}
              </h2>
              {/* A new search is a new list: remounting drops the pages loaded for the previous one. */}
              <PostList key={url} posts={posts} empty={<EmptyState icon={SearchX} title={t('discovery.nothingFound')} className="rounded-xl bg-surface py-10" />} />
            </section>
          )}
        </>
      )}
      <FiltersDialog key={url} open={filtering} onOpenChange={setFiltering} filters={filters} onApply={(next) => search(text, next)} />
    </div>
  );
}

function SubsiteSection({ title, items, more }: { title: string; items: SubsiteListItem[]; more: string }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section aria-label={title} className="overflow-hidden rounded-xl bg-surface">
      <div className="flex items-center justify-between px-4 pt-4 nav:px-5">
        <h2 className="text-[17px] font-semibold">{title}</h2>
        <Link href={more} className="text-[14px] text-accent hover:underline">
          {t('discovery.showAll')}
        </Link>
      </div>
      <ul className="flex flex-col py-1">
        {items.map((item) => (
          <SubsiteRow key={item.id} subsite={item} />
        ))}
      </ul>
    </section>
  );
}
