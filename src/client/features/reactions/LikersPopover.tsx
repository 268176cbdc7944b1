/** Opens on focus too, for keyboards; errors leave it empty and silent (spec 1 §8). */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '../../ui/Link.tsx';
import { calls } from '../../../shared/api/index.ts';
import type { Liker, LikeValue } from '../../../shared/dto/reaction.ts';
import { api, nextPage } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Popup } from '../../ui/Popup.tsx';
import type { ItemReactions } from './useItemReactions.ts';

const HOVER_DELAY_MS = 500;
const CLOSE_DELAY_MS = 200;
const LOAD_MORE_PX = 100;

interface Page {
  likers: Liker[];
  next: string | null;
}

function LikersList({ reactions, value }: { reactions: ItemReactions; value: LikeValue }) {
  const t = useT();
  const [page, setPage] = useState<Page | null>(null);
  const loadingMore = useRef(false);

  useEffect(() => {
    let current = true;
    api(calls.reactions.likers, { query: { likeable: reactions.type, id: reactions.id, value } }).then(
      (answer) => current && setPage({ likers: answer.data, next: answer.next_page_url }),
      () => current && setPage({ likers: [], next: null }),
    );
    return () => {
      current = false;
    };
  }, [reactions.type, reactions.id, value]);

  const onScroll = (list: HTMLElement) => {
    if (!page?.next || loadingMore.current || list.scrollHeight - list.scrollTop - list.clientHeight > LOAD_MORE_PX) return;
    loadingMore.current = true;
    nextPage(calls.reactions.likers, page.next)
      .then((answer) => setPage((shown) => ({ likers: [...(shown?.likers ?? []), ...answer.data], next: answer.next_page_url })))
      .catch(() => undefined)
      .finally(() => {
        loadingMore.current = false;
      });
  };

  if (!page) return <p className="px-3 py-2 text-[14px] text-muted">{t('reactions.loading')}</p>;
  if (page.likers.length === 0) return <p className="px-3 py-2 text-[14px] text-muted">{t('reactions.likers.empty')}</p>;
  return (
    <ul className="max-h-[280px] overflow-y-auto py-1" onScroll={(event) => onScroll(event.currentTarget)}>
      {page.likers.map(({ user }) => (
        <li key={user.id}>
          <Link href={user.url} className="flex items-center gap-2.5 px-3 py-1.5 text-[14px] hover:bg-page">
            <Avatar image={user.avatar} name={user.name} size={28} shape={user.is_user ? 'circle' : 'square'} />
            <span className="truncate">{user.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function LikersPopover({ reactions, value, children }: { reactions: ItemReactions; value: LikeValue; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const later = (next: boolean, ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const anchor = useRef<HTMLSpanElement>(null);
  const hover = { onPointerEnter: () => later(true, HOVER_DELAY_MS), onPointerLeave: () => later(false, CLOSE_DELAY_MS) };
  return (
    <>
      <span ref={anchor} {...hover} onFocus={hover.onPointerEnter} onBlur={hover.onPointerLeave} className="inline-flex">
        {children}
      </span>
      <Popup anchor={anchor} open={open} onOpenChange={setOpen} side="top" takesFocus={false} {...hover} className="w-[260px] rounded-xl border border-line bg-surface text-fg shadow-xl">
        <h3 className="border-b border-line px-3 py-2 text-[13px] font-semibold text-muted">{t(value === 1 ? 'reactions.likers.liked' : 'reactions.likers.disliked')}</h3>
        <LikersList reactions={reactions} value={value} />
      </Popup>
    </>
  );
}
