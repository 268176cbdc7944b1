import { useEffect, useState } from 'react';
import { Search } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import type { AnswerOf } from '../../../shared/api/call.ts';
import { PEOPLE_SEARCH_MIN } from '../../../shared/dto/subsite.ts';
import { api, nextPage } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Button } from '../../ui/Button.tsx';
import { InfiniteScrollFoot, SHORT_LIST_SCROLL_DISTANCE } from '../../ui/InfiniteScrollFoot.tsx';
import { Link } from '../../ui/Link.tsx';
import { Modal } from '../../ui/Modal.tsx';
import type { LoadStatus } from '../../ui/usePaginatedList.ts';
import { FollowButton } from '../follows/index.ts';

export type PeopleKind = 'followers' | 'followings';

type Page = AnswerOf<typeof calls.profiles.followers>;

function load(kind: PeopleKind, subsiteId: number, q: string | null, all: boolean): Promise<Page> {
  const query = { ...(q && { q }), ...(all && { all }) };
  return kind === 'followers'
    ? api(calls.profiles.followers, { params: { id: subsiteId }, query })
    : api(calls.profiles.followings, { query: { user_id: subsiteId, ...query } });
}

export function PeopleDialog({ kind, subsiteId, open, onOpenChange }: { kind: PeopleKind; subsiteId: number; open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [all, setAll] = useState(false);
  const [page, setPage] = useState<{ items: Page['data']; next: string | null; pages: number } | null>(null);
  const [status, setStatus] = useState<LoadStatus>('idle');
  const q = text.trim().length >= PEOPLE_SEARCH_MIN ? text.trim() : null;

  useEffect(() => {
    if (!open) return;
    let current = true;
    setStatus('loading');
    load(kind, subsiteId, q, all).then(
      (answer) => {
        if (!current) return;
        setPage({ items: answer.data, next: answer.next_page_url, pages: 1 });
        setStatus('idle');
      },
      () => current && setStatus('error'),
    );
    return () => {
      current = false;
    };
  }, [open, kind, subsiteId, q, all]);

  const loadMore = () => {
    if (!page?.next || status === 'loading') return;
    setStatus('loading');
    nextPage(calls.profiles.followers, page.next).then(
      (answer) => {
        setPage((before) => before && { items: [...before.items, ...answer.data], next: answer.next_page_url, pages: before.pages + 1 });
        setStatus('idle');
      },
      () => setStatus('error'),
    );
  };

  const title = t(kind === 'followers' ? 'profiles.people.followersTitle' : 'profiles.people.followingsTitle');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} className="flex max-w-[480px] flex-col gap-4">
      <label className="relative block">
        <span className="sr-only">{t('profiles.people.searchLabel')}</span>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          type="search"
          value={text}
          maxLength={64}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('profiles.people.search')}
          className="h-10 w-full rounded-lg bg-page pl-9 pr-3 text-[15px] outline-none focus-visible:ring-2 focus-visible:ring-accent"
        />
      </label>
      <ul className="flex flex-col gap-1" data-testid="people-list">
        {page?.items.map((person) => (
          <li key={person.id} className="flex items-center gap-3 py-1.5">
            <Link href={person.url} tabIndex={-1} aria-hidden="true">
              <Avatar image={person.avatar} name={person.name} size={36} shape={person.is_user ? 'circle' : 'square'} />
            </Link>
            <Link href={person.url} className="min-w-0 flex-1 truncate text-[15px] font-medium hover:text-accent">
              {person.name}
            </Link>
            <FollowButton subsite={person} className="h-8 px-3" />
          </li>
        ))}
      </ul>
      {page && page.items.length === 0 && status === 'idle' && <p className="py-6 text-center text-muted">{t('profiles.people.empty')}</p>}
      {page && <InfiniteScrollFoot list={{ hasMore: page.next !== null, grew: page.pages > 1, status, loadMore }} distance={SHORT_LIST_SCROLL_DISTANCE} />}
      {!page && status === 'error' && <p className="py-6 text-center text-muted">{t('profiles.people.failed')}</p>}
      {page?.next && !all && (
        <Button onClick={() => setAll(true)} className="self-center">
          {t('profiles.people.loadAll')}
        </Button>
      )}
    </Modal>
  );
}
