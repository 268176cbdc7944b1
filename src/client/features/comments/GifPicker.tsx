/** Searches go through our server (GET /gifs), which holds the service's key. */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { LoaderCircle, Search } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import { GIF_LIMITS, type GifResult } from '../../../shared/dto/gif.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { failureText } from '../../ui/failureText.ts';
import { Modal } from '../../ui/Modal.tsx';

const SCROLL_DISTANCE = 300;

interface Results {
  query: string;
  items: GifResult[];
  next: string | null;
  status: 'loading' | 'idle' | 'error';
  error: string | null;
}

export interface GifPickerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(gif: GifResult): void;
}

export function GifPicker({ open, onOpenChange, onPick }: GifPickerProps) {
  const t = useT();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('comments.gifs.title')} className="max-w-[560px]!">
      {open && (
        <GifSearch
          onPick={(gif) => {
            onPick(gif);
            onOpenChange(false);
          }}
        />
      )}
    </Modal>
  );
}

function GifSearch({ onPick }: { onPick(gif: GifResult): void }) {
  const t = useT();
  const [text, setText] = useState<string>(GIF_LIMITS.defaultQuery);
  const [query, setQuery] = useState<string>(GIF_LIMITS.defaultQuery);
  const [results, setResults] = useState<Results>({ query: '', items: [], next: null, status: 'loading', error: null });
  const latest = useRef(0);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), GIF_LIMITS.debounceMs);
    return () => window.clearTimeout(timer);
  }, [text]);

  const load = useCallback(async (q: string, pos: string | null) => {
    const mine = ++latest.current;
    setResults((current) => (pos === null ? { query: q, items: [], next: null, status: 'loading', error: null } : { ...current, status: 'loading' }));
    try {
      const page = await api(calls.gifs.search, { query: { q, ...(pos !== null && { pos }) } });
      if (latest.current !== mine) return;
      setResults((current) => {
        const seen = new Set(current.items.map((item) => item.id));
        return { query: q, items: [...current.items, ...page.results.filter((item) => !seen.has(item.id))], next: page.next, status: 'idle', error: null };
      });
    } catch (error) {
      if (latest.current !== mine) return;
      setResults((current) => ({ ...current, status: 'error', error: failureText(error, t, t('comments.gifs.failed')) }));
    }
  }, [t]);

  useEffect(() => {
    void load(query, null);
  }, [query, load]);

  const { next, status } = results;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || next === null || status !== 'idle') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void load(results.query, next), {
      root: scroller.current,
      rootMargin: `0px 0px ${SCROLL_DISTANCE}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [next, status, results.query, load]);

  function searchNow(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    if (q === query) void load(q, null);
    else setQuery(q);
  }

  return (
    <div className="mt-4 flex flex-col gap-3">
      <form role="search" onSubmit={searchNow} className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={GIF_LIMITS.query}
          aria-label={t('comments.gifs.search')}
          placeholder={t('comments.gifs.search')}
          autoFocus
          className="h-10 w-full rounded-lg border border-line bg-page pl-9 pr-3 text-[15px] outline-none focus:border-accent"
        />
      </form>
      <div ref={scroller} className="h-[min(420px,60dvh)] overflow-y-auto" aria-busy={status === 'loading'}>
        {results.items.length > 0 && (
          <ul className="grid grid-cols-3 gap-1.5" aria-label={t('comments.gifs.title')}>
            {results.items.map((gif) => (
              <li key={gif.id}>
                <button
                  type="button"
                  onClick={() => onPick(gif)}
                  aria-label={t('comments.gifs.pick', { title: gif.title || t('comments.gifs.untitled') })}
                  className="block aspect-[4/3] w-full overflow-hidden rounded-md bg-page focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                >
                  <img src={gif.url} alt="" width={gif.width} height={gif.height} loading="lazy" className="size-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {status === 'idle' && results.items.length === 0 && <p className="py-10 text-center text-[15px] text-muted">{t('comments.gifs.empty')}</p>}
        {status === 'error' && (
          <p role="alert" className="py-6 text-center text-[14px] text-red-600 dark:text-red-400">
            {results.error}
          </p>
        )}
        {status === 'loading' && (
          <div className="flex justify-center py-4">
            <LoaderCircle className="size-6 animate-spin text-muted" role="status" aria-label={t('comments.gifs.loading')} />
          </div>
        )}
        <div ref={sentinel} className="h-px" />
      </div>
    </div>
  );
}
