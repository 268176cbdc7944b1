import { ThumbsDown, ThumbsUp, type IconComponent } from '../../ui/icons.ts';
import clsx from 'clsx';
import type { LikeValue } from '../../../shared/dto/reaction.ts';
import { abbreviateNumber } from '../../../shared/format/number.ts';
import { useT } from '../../platform/useT.ts';
import { LikersPopover } from './LikersPopover.tsx';
import type { ItemReactions } from './useItemReactions.ts';

const CHOSEN: Record<LikeValue, string> = {
  1: 'text-emerald-700 dark:text-emerald-400',
  [-1]: 'text-rose-600 dark:text-rose-400',
};

function Vote({ reactions, value, count, icon: Icon }: { reactions: ItemReactions; value: LikeValue; count: number; icon: IconComponent }) {
  const t = useT();
  const chosen = reactions.state.reaction_value === value;
  const name = value === 1 ? 'like' : 'dislike';
  const button = (
    <button
      type="button"
      aria-pressed={chosen}
      title={t(`reactions.${name}`)}
      data-vote={name}
      onClick={() => reactions.like(value)}
      className={clsx(
        'inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-[14px] tabular-nums transition-colors hover:bg-page focus-visible:outline-2 focus-visible:outline-accent',
        chosen ? CHOSEN[value] : 'text-muted hover:text-fg',
      )}
    >
      <Icon className={clsx('size-[18px]', chosen && 'fill-current')} aria-hidden="true" />
      {/* The name is the word and the number shown, so what is seen is what voice control hears. */}
      <span className="sr-only">{t(`reactions.${name}`)}</span>
      {count > 0 && <span data-count={name}>{abbreviateNumber(count)}</span>}
    </button>
  );
  return count > 0 ? (
    <LikersPopover reactions={reactions} value={value}>
      {button}
    </LikersPopover>
  ) : (
    button
  );
}

export function LikeControl({ reactions }: { reactions: ItemReactions }) {
  const { reaction_sum, disreaction_sum } = reactions.state;
  return (
    <div className="flex items-center">
      <Vote reactions={reactions} value={1} count={reaction_sum} icon={ThumbsUp} />
      <Vote reactions={reactions} value={-1} count={disreaction_sum} icon={ThumbsDown} />
    </div>
  );
}
