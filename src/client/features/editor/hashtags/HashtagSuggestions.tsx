/**
 * Rendered inside the editor dialog with fixed positioning at the caret: the dialog's scroll lock
 * and focus trap shut out anything outside.
 */
import { useEffect, useRef, useState } from 'react';
import { Hash } from '../../../ui/icons.ts';
import clsx from 'clsx';
import { calls } from '../../../../shared/api/index.ts';
import { api } from '../../../platform/api.ts';
import { hashtagAtCaret, suggestionList, type Suggestions } from './hashtag-at-caret.ts';
import { useT } from '../../../platform/useT.ts';

const SEARCH_DEBOUNCE_MS = 100;

interface Typing {
  node: Text;
  start: number;
  end: number;
  term: string;
  left: number;
  top: number;
}

function typingAt(holder: HTMLElement): Typing | null {
  const selection = window.getSelection();
  if (!selection || !selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const node = range.startContainer;
  if (!(node instanceof Text) || !holder.contains(node)) return null;
  // Tags are words of one text run; a tag split by formatting is not offered.
  const found = hashtagAtCaret(node.data.slice(0, range.startOffset));
  if (!found) return null;
  const rect = range.getBoundingClientRect();
  const anchor = rect.height > 0 ? rect : node.parentElement!.getBoundingClientRect();
  return { node, start: found.start, end: range.startOffset, term: found.term, left: anchor.left, top: anchor.bottom + 6 };
}

/**
 * The caret is read again: the list may be a keystroke or two behind fast typing. Made for another term than the
 * one at the caret, or the chosen entry being the term itself, what is typed is kept.
 */
function complete(holder: HTMLElement, listTerm: string, tag: string): void {
  const typing = typingAt(holder);
  if (!typing) return;
  const { node, start, end } = typing;
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const text = `${same(listTerm, typing.term) && !same(tag, listTerm) ? tag : typing.term}\u00a0`;
  node.replaceData(start + 1, end - start - 1, text);
  const caret = document.createRange();
  caret.setStart(node, start + 1 + text.length);
  caret.collapse(true);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(caret);
}

export function HashtagSuggestions({ holder }: { holder: HTMLElement | null }) {
  const t = useT();
  const [typing, setTyping] = useState<Typing | null>(null);
  /** The list with the term it was made for. */
  const [suggestions, setSuggestions] = useState<Suggestions & { term: string }>({ term: '', tags: [], typed: -1, initial: 0 });
  const tags = suggestions.tags;
  const [active, setActive] = useState(0);
  /** The author chose with the arrows: arriving matches no longer move the highlight. */
  const moved = useRef(false);
  const state = useRef({ typing, tags, listTerm: suggestions.term, active });
  useEffect(() => {
    state.current = { typing, tags, listTerm: suggestions.term, active };
  });

  useEffect(() => {
    if (!holder) return;
    const update = () => {
      const next = typingAt(holder);
      setTyping(next);
      if (next?.term !== state.current.typing?.term) {
        moved.current = false;
        setActive(0);
      }
    };
    const close = () => setTyping(null);
    // While the list is open the arrows move through it (see onKeyDown), not the caret.
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key.startsWith('Arrow') && !state.current.typing) update();
    };
    holder.addEventListener('input', update);
    holder.addEventListener('click', update);
    holder.addEventListener('keyup', onKeyUp);
    holder.addEventListener('focusout', close);
    document.addEventListener('scroll', close, true);
    return () => {
      holder.removeEventListener('input', update);
      holder.removeEventListener('click', update);
      holder.removeEventListener('keyup', onKeyUp);
      holder.removeEventListener('focusout', close);
      document.removeEventListener('scroll', close, true);
    };
  }, [holder]);

  const term = typing?.term ?? null;
  useEffect(() => {
    if (term === null) return;
    const show = (next: Suggestions) => {
      setSuggestions({ term, ...next });
      if (!moved.current) setActive(next.initial);
    };
    show(suggestionList(term, []));
    let current = true;
    const timer = setTimeout(() => {
      api(calls.posts.searchTags, { query: { q: term } })
        .then((found) => current && show(suggestionList(term, found)))
        .catch(() => undefined);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term]);

  // Captured before Editor.js sees the key, so Enter completes the tag instead of splitting the block.
  useEffect(() => {
    if (!holder) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const { typing: open, tags: list, listTerm, active: index } = state.current;
      if (!open || list.length === 0) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        moved.current = true;
        setActive((index + step + list.length) % list.length);
      } else if (event.key === 'Enter' || event.key === 'Tab') {
        complete(holder, listTerm, list[index]!);
        setTyping(null);
      } else if (event.key === 'Escape') {
        setTyping(null);
      } else {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    holder.addEventListener('keydown', onKeyDown, true);
    return () => holder.removeEventListener('keydown', onKeyDown, true);
  }, [holder]);

  if (!typing || tags.length === 0) return null;
  return (
    <ul
      role="listbox"
      aria-label={t('editor.hashtags.label')}
      data-testid="hashtag-suggestions"
      style={{ left: Math.min(typing.left, window.innerWidth - 252), top: typing.top }}
      className="animate-pop-in fixed z-[70] max-h-[251px] w-[240px] overflow-y-auto rounded-xl border border-line bg-surface p-1 text-fg shadow-xl"
    >
      {tags.map((tag, index) => (
        <li key={tag} role="option" aria-selected={index === active}>
          <button
            type="button"
            // Keep the caret in the text: a focused button would end the tag being typed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (holder) complete(holder, suggestions.term, tag);
              setTyping(null);
            }}
            className={clsx(
              'flex h-9 w-full items-center gap-2 rounded-lg px-2.5 text-left text-[14px] transition-colors',
              index === active ? 'bg-page' : 'hover:bg-page',
            )}
          >
            <Hash className="size-3.5 shrink-0 text-muted" aria-hidden="true" />
            <span className="truncate">{tag}</span>
            {index === suggestions.typed && tags.length > 1 && <span className="ml-auto shrink-0 text-[12px] text-muted">{t('editor.hashtags.new')}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
