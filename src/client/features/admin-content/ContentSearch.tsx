/** Searching is a visit with the filters in the address, so a search can be reloaded and shared. */
import { useState, type FormEvent } from 'react';
import { router } from '@inertiajs/react';
import { ADMIN_CONTENT_LIMITS } from '../../../shared/api/admin-content.ts';
import { COMMENT_STATES, POST_STATES, type ContentFilters, type ContentTab } from '../../../shared/dto/admin-content.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';

export const CONTENT_PATH = '/admin-panel/content';

const FIELD = 'h-10 w-full rounded-lg border border-control bg-surface px-3 text-[15px] text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent';

export function ContentSearch({ tab, filters }: { tab: ContentTab; filters: ContentFilters }) {
  const t = useT();
  const [q, setQ] = useState(filters.q);
  const [author, setAuthor] = useState(filters.author);
  const [state, setState] = useState(filters.state);
  const states = tab === 'posts' ? POST_STATES : COMMENT_STATES;

  function search(event: FormEvent) {
    event.preventDefault();
    const query = Object.entries({ tab, q: q.trim(), author: author.trim(), state }).filter(([, value]) => value !== '');
    router.get(CONTENT_PATH, Object.fromEntries(query));
  }

  return (
    <form role="search" aria-label={t('adminContent.filters.label')} onSubmit={search} className="grid grid-cols-2 items-end gap-3 rounded-xl bg-surface p-4 nav:grid-cols-[2fr_1.3fr_1fr_auto]">
      <label className="col-span-2 flex flex-col gap-1.5 text-[14px] font-medium nav:col-span-1">
        {t('adminContent.filters.q')}
        <input
          type="search"
          name="q"
          value={q}
          maxLength={ADMIN_CONTENT_LIMITS.query}
          placeholder={t(tab === 'posts' ? 'adminContent.filters.qPlaceholderPosts' : 'adminContent.filters.qPlaceholderComments')}
          onChange={(event) => setQ(event.target.value)}
          className={FIELD}
        />
      </label>
      <label className="col-span-2 flex flex-col gap-1.5 text-[14px] font-medium nav:col-span-1">
        {t('adminContent.filters.author')}
        <input
          type="search"
          name="author"
          value={author}
          maxLength={ADMIN_CONTENT_LIMITS.author}
          placeholder={t('adminContent.filters.authorPlaceholder')}
          onChange={(event) => setAuthor(event.target.value)}
          className={FIELD}
        />
      </label>
      <label className="flex flex-col gap-1.5 text-[14px] font-medium">
        {t('adminContent.filters.state')}
        <select name="state" value={state} onChange={(event) => setState(event.target.value as ContentFilters['state'])} className={FIELD}>
          {states.map((option) => (
            <option key={option} value={option}>
              {t(`adminContent.states.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="primary" className="h-10">
        {t('adminContent.filters.find')}
      </Button>
    </form>
  );
}
