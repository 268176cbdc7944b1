import { useEffect, useRef, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Check, ChevronDown, Search } from '../../ui/icons.ts';
import clsx from 'clsx';
import type { AnswerOf } from '../../../shared/api/call.ts';
import { calls } from '../../../shared/api/index.ts';
import type { CurrentUser } from '../../../shared/dto/auth.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { api, nextPage } from '../../platform/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { nearScrollEnd, SHORT_LIST_SCROLL_DISTANCE, type ScrollBox } from '../../ui/InfiniteScrollFoot.tsx';
import type { OwnerChoice } from './draft.ts';
import { useT } from '../../platform/useT.ts';

const PER_PAGE = 10;
const SEARCH_DEBOUNCE_MS = 250;

type TopicsPage = AnswerOf<typeof calls.posts.topics>;

export const topicsNearEnd = (list: ScrollBox) => nearScrollEnd(list, SHORT_LIST_SCROLL_DISTANCE);

function useTopics(query: string, enabled: boolean) {
  const [topics, setTopics] = useState<SubsiteCard[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  /** Answers to an older query or an older page are dropped. */
  const generation = useRef(0);

  const load = (request: () => Promise<TopicsPage>, append: boolean) => {
    const current = ++generation.current;
    setLoading(true);
    request()
      .then((page) => {
        if (current !== generation.current) return;
        setTopics((previous) => (append ? [...previous, ...page.data] : page.data));
        setNext(page.next_page_url);
      })
      .catch(() => current === generation.current && setNext(null))
      .finally(() => current === generation.current && setLoading(false));
  };

  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(
      () => load(() => api(calls.posts.topics, { query: { q: query.trim() || undefined, perPage: PER_PAGE, from: 'editor' } }), false),
      query ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [query, enabled]);

  const loadMore = () => {
    if (next && !loading) load(() => nextPage(calls.posts.topics, next), true);
  };
  return { topics, loading, loadMore };
}

export interface OwnerPickerProps {
  user: CurrentUser;
  value: OwnerChoice | null;
  onChange(owner: OwnerChoice | null): void;
}

export function OwnerPicker({ user, value, onChange }: OwnerPickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { topics, loading, loadMore } = useTopics(query, open);
  const shown = value ?? { id: null, name: user.name, avatar: user.avatar };

  const choose = (owner: OwnerChoice | null) => {
    onChange(owner);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      {/* Named by its content, not an aria-label: the spoken name then always holds the visible one (WCAG 2.5.3). */}
      <Popover.Trigger className="flex min-w-0 items-center gap-2 rounded-lg py-1 pl-1 pr-2 text-[15px] font-medium transition-colors hover:bg-page focus-visible:outline-2 focus-visible:outline-accent data-[state=open]:bg-page">
        <Avatar image={shown.avatar} name={shown.name} size={28} shape={value ? 'square' : 'circle'} />
        <span className="sr-only">{t('editor.owner.choose')}: </span>
        <span className="truncate">{shown.name}</span>
        <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden="true" />
      </Popover.Trigger>
      {/* Not portalled: inside the editor dialog, so its list scrolls under the dialog's scroll lock. */}
      <Popover.Content
        align="start"
        sideOffset={6}
        collisionPadding={12}
        className="animate-pop-in z-[60] w-[300px] max-w-[calc(100vw-24px)] rounded-xl border border-line bg-surface p-1.5 text-fg shadow-xl"
      >
        <label className="mb-1 flex h-9 items-center gap-2 rounded-lg bg-page px-2.5">
          <Search className="size-4 shrink-0 text-muted" aria-hidden="true" />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('editor.owner.search')}
            aria-label={t('editor.owner.search')}
            className="min-w-0 flex-1 bg-transparent text-[14px] outline-none placeholder:text-muted"
          />
        </label>
        <div
          role="listbox"
          aria-label={t('editor.owner.choose')}
          className="max-h-[169px] overflow-y-auto overscroll-contain"
          onScroll={(event) => {
            if (topicsNearEnd(event.currentTarget)) loadMore();
          }}
        >
          <Option selected={value === null} onSelect={() => choose(null)} name={user.name} label={t('editor.owner.none')} avatar={user.avatar} round />
          {topics.map((topic) => (
            <Option
              key={topic.id}
              selected={value?.id === topic.id}
              onSelect={() => choose({ id: topic.id, name: topic.name, avatar: topic.avatar })}
              name={topic.name}
              label={topic.name}
              avatar={topic.avatar}
            />
          ))}
          {loading && <p className="px-2.5 py-2 text-[13px] text-muted">{t('editor.owner.loading')}</p>}
          {!loading && topics.length === 0 && query.trim() !== '' && (
            <p className="px-2.5 py-2 text-[13px] text-muted">{t('editor.owner.nothingFound')}</p>
          )}
        </div>
      </Popover.Content>
    </Popover.Root>
  );
}

interface OptionProps {
  selected: boolean;
  onSelect(): void;
  name: string;
  label: string;
  avatar: SubsiteCard['avatar'];
  round?: boolean;
}

function Option({ selected, onSelect, name, label, avatar, round = false }: OptionProps) {
  return (
    <button
      type="button"
      role="option"
      aria-selected={selected}
      onClick={onSelect}
      className={clsx(
        'flex h-10 w-full items-center gap-2.5 rounded-lg px-2 text-left text-[14px] outline-none transition-colors hover:bg-page focus-visible:bg-page',
        selected && 'font-medium',
      )}
    >
      <Avatar image={avatar} name={name} size={26} shape={round ? 'circle' : 'square'} />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {selected && <Check className="size-4 shrink-0 text-accent" aria-hidden="true" />}
    </button>
  );
}
