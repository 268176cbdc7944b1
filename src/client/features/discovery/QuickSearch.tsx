/** A real GET form, so Enter works before the scripts load. */
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { router } from '@inertiajs/react';
import { Search } from '../../ui/icons.ts';
import clsx from 'clsx';
import { SEARCH_LIMITS, type FastSearchAnswer } from '../../../shared/discovery.ts';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { searchUrl } from './discovery-urls.ts';
import { useDebouncedEffect } from './useDebounced.ts';

/** What the panel lists loads when the field is first focused. */
const QuickSearchPanel = lazy(() => import('./QuickSearchPanel.tsx'));

/** Quick results follow typing closely; the full page waits longer (SEARCH_DEBOUNCE_MS). */
const QUICK_DEBOUNCE_MS = 250;

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
          <Suspense>
            <QuickSearchPanel query={query} results={results} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
