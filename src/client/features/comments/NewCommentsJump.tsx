import { ArrowDown } from '../../ui/icons.ts';
import { useT } from '../../platform/useT.ts';
import { HIGHLIGHT_MS, jumpTo } from './CommentItem.tsx';
import type { CommentsState } from './comments-store.ts';

export function NewCommentsJump({ state }: { state: CommentsState }) {
  const t = useT();
  let count = 0;
  for (const comment of state.byId.values()) if (comment.is_new) count++;
  if (count === 0) return null;

  function jump() {
    // The first in reading order among those drawn (a collapsed reply is not on the page).
    const first = document.querySelector<HTMLElement>('[data-comment-id][data-new]');
    if (first) jumpTo(Number(first.dataset.commentId), HIGHLIGHT_MS.address);
  }

  return (
    <button type="button" onClick={jump} className="mt-3 inline-flex items-center gap-1.5 rounded-lg bg-accent-soft px-3 py-1.5 text-[14px] font-medium text-accent hover:underline">
      <ArrowDown className="size-4" aria-hidden="true" />
      {t('comments.new.jump', { count })}
    </button>
  );
}
