/**
 * The place of the comments block, target of `{post url}#comments`. Comments themselves
 * arrive with P6; until then it says so only when there really are none.
 */
import { MessageCircle } from 'lucide-react';
import { abbreviateNumber } from '../../../shared/format/number.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { useT } from '../../platform/useT.ts';

export function CommentsSection({ count }: { count: number }) {
  const t = useT();
  return (
    <section id="comments" aria-labelledby="comments-title" className="scroll-mt-[calc(var(--header-height)+16px)] rounded-xl bg-surface px-4 py-5 nav:px-7">
      <h2 id="comments-title" className="flex items-baseline gap-2 text-[20px] font-bold">
        {t('postUi.comments.title')}
        {count > 0 && <span className="text-[16px] font-medium text-muted">{abbreviateNumber(count)}</span>}
      </h2>
      {count === 0 && <EmptyState icon={MessageCircle} title={t('postUi.comments.empty')} className="py-8" />}
    </section>
  );
}
