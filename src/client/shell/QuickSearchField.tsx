/**
 * The header's search field. Enter opens /discovery with the query (spec 2, "Quick search
 * overlay"); the live results overlay arrives with issue P7. It is a real GET form, so it
 * also works before the scripts load.
 */
import type { FormEvent } from 'react';
import { router } from '@inertiajs/react';
import { Search } from 'lucide-react';
import clsx from 'clsx';
import { useT } from '../platform/useT.ts';

export function QuickSearchField({ className }: { className?: string }) {
  const t = useT();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    router.get('/discovery', query ? { q: query } : {});
  };

  return (
    <form role="search" action="/discovery" method="get" onSubmit={submit} className={clsx('relative', className)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-[18px] -translate-y-1/2 text-muted" aria-hidden="true" />
      <input
        type="search"
        name="q"
        autoComplete="off"
        maxLength={200}
        placeholder={t('shell.search.placeholder')}
        aria-label={t('shell.search.label')}
        className="h-10 w-full rounded-lg border border-transparent bg-page pl-10 pr-3 text-[14px] text-fg outline-none transition-colors placeholder:text-muted focus:border-accent focus:bg-surface focus:ring-3 focus:ring-accent/25"
      />
    </form>
  );
}
