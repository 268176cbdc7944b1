import { useState } from 'react';
import { SmilePlus } from '../../ui/icons.ts';
import clsx from 'clsx';
import { abbreviateNumber } from '../../../shared/format/number.ts';
import { useT } from '../../platform/useT.ts';
import { ReactionPicker } from './ReactionPicker.tsx';
import type { ItemReactions } from './useItemReactions.ts';

const SHOWN = 7;

export function ReactionsBar({ reactions }: { reactions: ItemReactions }) {
  const t = useT();
  const [all, setAll] = useState(false);
  const list = reactions.state.reactions;
  const own = reactions.state.reaction?.reaction_id;
  const shown = all ? list : list.slice(0, SHOWN);
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-reactions>
      {shown.map((item) => (
        <button
          key={item.reaction_id}
          type="button"
          aria-pressed={own === item.reaction_id}
          aria-label={t('reactions.counts.reaction', { count: item.count })}
          data-reaction-id={item.reaction_id}
          onClick={() => reactions.react(item.reaction_id)}
          className={clsx(
            'inline-flex h-8 items-center gap-1.5 rounded-full border px-2.5 text-[14px] tabular-nums transition-colors',
            own === item.reaction_id ? 'border-accent bg-accent-soft text-accent' : 'border-line text-fg hover:bg-page',
          )}
        >
          <img src={item.reaction.image_url} alt="" width={20} height={20} loading="lazy" />
          <span aria-hidden="true">{abbreviateNumber(item.count)}</span>
        </button>
      ))}
      {list.length > SHOWN && (
        <button type="button" onClick={() => setAll(!all)} className="h-8 rounded-full px-2.5 text-[14px] text-muted hover:bg-page hover:text-fg">
          {all ? t('reactions.hide') : t('reactions.more', { count: list.length - SHOWN })}
        </button>
      )}
      <ReactionPicker reactions={reactions} label={t('reactions.pick')} className="inline-flex size-8 items-center justify-center rounded-full border border-line text-muted transition-colors hover:bg-page hover:text-fg data-[state=open]:bg-page">
        <SmilePlus className="size-[18px]" aria-hidden="true" />
      </ReactionPicker>
    </div>
  );
}
