import { History } from '../../ui/icons.ts';
import { Link } from '../../ui/Link.tsx';
import { useT } from '../../platform/useT.ts';
import { recentSearches } from './local-lists.ts';
import { searchUrl } from './discovery-urls.ts';

export function RecentSearches({ title, emptyText, itemProps }: { title: string; emptyText?: string; itemProps?: Record<string, string> }) {
  const t = useT();
  const queries = recentSearches.use();
  if (queries.length === 0 && !emptyText) return null;
  return (
    <section aria-label={title}>
      <div className="flex items-center justify-between px-1">
        <h2 className="text-[14px] font-medium text-muted">{title}</h2>
        {queries.length > 0 && (
          <button type="button" onClick={recentSearches.clear} className="rounded px-1 text-[13px] text-accent hover:underline" {...itemProps}>
            {t('discovery.recent.clear')}
          </button>
        )}
      </div>
      {queries.length === 0 ? (
        <p className="px-1 py-3 text-[14px] text-muted">{emptyText}</p>
      ) : (
        <ul className="mt-1 flex flex-col">
          {queries.map((query) => (
            <li key={query}>
              <Link href={searchUrl(query)} className="flex items-center gap-2.5 rounded-lg px-1 py-2 text-[15px] hover:bg-fg/5" {...itemProps}>
                <History className="size-4 shrink-0 text-muted" aria-hidden="true" />
                <span className="truncate">{query}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
