import { useEffect, useState, type ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';
import clsx from 'clsx';
import type { ReactionAsset } from '../../../shared/dto/reaction.ts';
import { useT } from '../../platform/useT.ts';
import { loadReactionSet } from './reaction-set.ts';
import type { ItemReactions } from './useItemReactions.ts';

export function ReactionPicker({ reactions, children }: { reactions: ItemReactions; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [set, setSet] = useState<ReactionAsset[] | null>(null);

  useEffect(() => {
    if (open && !set) loadReactionSet().then(setSet, () => setOpen(false));
  }, [open, set]);

  const own = reactions.state.reaction?.reaction_id;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{children}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={t('reactions.pick')}
          className="animate-pop-in z-50 grid max-w-[calc(100vw-24px)] grid-cols-6 gap-1 rounded-xl border border-line bg-surface p-2 shadow-xl"
        >
          {(set ?? []).map((asset) => (
            <button
              key={asset.id}
              type="button"
              aria-pressed={own === asset.id}
              aria-label={t('reactions.give')}
              data-reaction-id={asset.id}
              onClick={() => {
                reactions.react(asset.id);
                setOpen(false);
              }}
              className={clsx('flex size-10 items-center justify-center rounded-lg transition-transform hover:scale-110 hover:bg-page', own === asset.id && 'bg-accent-soft')}
            >
              <img src={asset.image_url} alt="" width={28} height={28} />
            </button>
          ))}
          {!set && <span className="col-span-6 px-2 py-3 text-[14px] text-muted">{t('reactions.loading')}</span>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
