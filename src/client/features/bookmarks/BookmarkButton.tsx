import { lazy, useRef, useState } from 'react';
import { Bookmark, ChevronDown } from '../../ui/icons.ts';
import clsx from 'clsx';
import type { BookmarkTargetType } from '../../../shared/dto/bookmark.ts';
import { abbreviateNumber } from '../../../shared/format/number.ts';
import { useT } from '../../platform/useT.ts';
import { Popup, popupToggle } from '../../ui/Popup.tsx';
import { useBookmark, type BookmarkState } from './useBookmark.ts';

export interface BookmarkButtonProps {
  type: BookmarkTargetType;
  item: BookmarkState & { id: number };
  channel?: string;
}

const CollectionPicker = lazy(() => import('./CollectionPicker.tsx').then(({ CollectionPicker }) => ({ default: CollectionPicker })));

const CONTROL = 'inline-flex h-8 items-center rounded-lg text-[14px] tabular-nums transition-colors hover:bg-page focus-visible:outline-2 focus-visible:outline-accent';

export function BookmarkButton({ type, item, channel }: BookmarkButtonProps) {
  const t = useT();
  const bookmark = useBookmark(type, item, channel);
  const [picking, setPicking] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const { is_bookmarked: bookmarked, bookmarks_count: count } = bookmark.state;
  const open = picking && bookmarked;

  async function toggle() {
    const wasBookmarked = bookmarked;
    setPicking(false);
    const nowBookmarked = await bookmark.toggle();
    setPicking(nowBookmarked && !wasBookmarked);
  }

  return (
    <>
      <span ref={anchor} className="inline-flex items-center" data-bookmark={bookmarked ? 'on' : 'off'}>
        <button
          type="button"
          aria-pressed={bookmarked}
          title={t(bookmarked ? 'bookmarks.remove' : 'bookmarks.add')}
          disabled={bookmark.pending}
          onClick={() => void toggle()}
          className={clsx(CONTROL, 'gap-1.5 px-2', bookmarked ? 'text-accent' : 'text-muted hover:text-fg')}
        >
          <Bookmark className={clsx('size-[18px]', bookmarked && 'fill-current')} aria-hidden="true" />
          {/* Named by its content, not aria-label: a label would hide the count it shows (axe: label-content-name-mismatch). */}
          <span className="sr-only">{t(bookmarked ? 'bookmarks.remove' : 'bookmarks.add')}</span>
          {count > 0 && (
            <span data-count="bookmarks">
              <span aria-hidden="true">{abbreviateNumber(count)}</span>
              <span className="sr-only">{t('postUi.counts.bookmarks', { count })}</span>
            </span>
          )}
        </button>
        {bookmarked && (
          <button
            type="button"
            aria-label={t('bookmarks.collections.fileInto')}
            title={t('bookmarks.collections.fileInto')}
            {...popupToggle(open, setPicking)}
            className={clsx(CONTROL, '-ml-1 w-6 justify-center text-muted hover:text-fg data-[state=open]:text-fg')}
          >
            <ChevronDown className="size-4" aria-hidden="true" />
          </button>
        )}
      </span>
      <Popup anchor={anchor} open={open} onOpenChange={setPicking} align="end" className="rounded-xl border border-line bg-surface p-2 text-fg shadow-xl">
        <CollectionPicker type={type} id={item.id} />
      </Popup>
    </>
  );
}
