import { SmilePlus } from '../../ui/icons.ts';
import { abbreviateNumber } from '../../../shared/format/number.ts';
import { useT } from '../../platform/useT.ts';
import { ReactionPicker } from './ReactionPicker.tsx';
import type { ItemReactions } from './useItemReactions.ts';

const PREVIEW = 4;

export function ReactionsPreview({ reactions }: { reactions: ItemReactions }) {
  const t = useT();
  const { reactions: list, reaction_count } = reactions.state;
  const label = reaction_count > 0 ? t('reactions.counts.reaction', { count: reaction_count }) : t('reactions.pick');
  return (
    <ReactionPicker reactions={reactions} label={label} className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-[14px] text-muted tabular-nums transition-colors hover:bg-page hover:text-fg data-[state=open]:bg-page">
      {list.length === 0 ? (
        <SmilePlus className="size-[18px]" aria-hidden="true" />
      ) : (
        <span className="flex -space-x-1" aria-hidden="true">
          {list.slice(0, PREVIEW).map((item) => (
            <img key={item.reaction_id} src={item.reaction.image_url} alt="" width={20} height={20} loading="lazy" className="rounded-full bg-surface ring-2 ring-surface" />
          ))}
        </span>
      )}
      {reaction_count > 0 && <span aria-hidden="true">{abbreviateNumber(reaction_count)}</span>}
    </ReactionPicker>
  );
}
