/** A real GET form, so Enter works before the scripts load. */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { router } from '@inertiajs/react';
import { Eye, MessageCircle, Search } from 'lucide-react';
import clsx from 'clsx';
import { SEARCH_LIMITS, type FastSearchAnswer, type QuickSearchItem } from '../../../shared/discovery.ts';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Link } from '../../ui/Link.tsx';
import { searchUrl } from './discovery-urls.ts';
import { viewedPosts } from './local-lists.ts';
import { RecentSearches } from './RecentSearches.tsx';
import { useDebouncedEffect } from './useDebounced.ts';

/** Quick results follow typing closely; the full page waits longer (SEARCH_DEBOUNCE_MS). */
const QUICK_DEBOUNCE_MS = 250;
const ITEM = { 'data-quick-item': '' };

export function QuickSearch({ className }: { className?: string }) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ query: string; answer: FastSearchAnswer } | null>(null);
  const query = text.trim();

  useDebouncedEffect(query, QUICK_DEBOUNCE_MS, (current) => {
    if (!current) return;
    api(calls.discovery.fastSearch, { query: { q: current, type: 'fast-search', perPage: SEARCH_LIMITS.fast } })
      .then((answer) => setFound({ query: current, answer }))
      .catch(() => undefined);
  });

  useEffect(() => router.on('navigate', () => setOpen(false)), []);

  function move(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      // Focusing the field opens the panel; closing after it leaves the panel closed.
      root.current?.querySelector('input')?.focus();
      setOpen(false);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[data-quick-item]') ?? [])];
    if (items.length === 0) return;
    event.preventDefault();
    setOpen(true);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % items.length : at <= 0 ? items.length - 1 : at - 1;
    items[next]?.focus();
  }

  const results = query && found?.query === query ? found.answer : null;
  return (
    <div
      ref={root}
      className={clsx('relative', className)}
      onKeyDown={move}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <form
        role="search"
        aria-label={t('shell.search.label')}
        action="/discovery"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(false);
          router.visit(searchUrl(query));
        }}
      >
        <Search className="pointer-events-none absolute left-3 top-1/2 size-[18px] -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          type="search"
          name="q"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          autoComplete="off"
          maxLength={SEARCH_LIMITS.query}
          placeholder={t('shell.search.placeholder')}
          aria-label={t('shell.search.label')}
          className="h-10 w-full rounded-lg border border-transparent bg-page pl-10 pr-3 text-[14px] text-fg outline-none transition-colors placeholder:text-muted focus:border-accent focus:bg-surface focus:ring-3 focus:ring-accent/25"
        />
      </form>
      {open && (
        <div className="absolute left-0 right-0 top-full z-40 mt-2 max-h-[339px] overflow-y-auto rounded-xl border border-line bg-surface p-3 shadow-lg" data-testid="quick-search">
          {query ? <Results query={query} results={results} /> : <Memories />}
        </div>
      )}
    </div>
  );
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
