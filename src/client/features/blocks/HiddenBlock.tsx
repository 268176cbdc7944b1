/** While blurred the block is inert: not focusable, not read out. */
import { useState, type ReactNode } from 'react';
import { Eye } from '../../ui/icons.ts';
import { useT } from '../../platform/useT.ts';

export function HiddenBlock({ children }: { children: ReactNode }) {
  const t = useT();
  const [revealed, setRevealed] = useState(false);
  if (revealed) return children;
  // The content and the button share one grid cell: the box is as tall as the taller of the
  // two and the button sits on the middle of the blurred block, whatever its height.
  return (
    <div className="grid overflow-hidden rounded-xl" role="group" aria-label={t('postUi.blocks.hidden')}>
      <div inert className="pointer-events-none select-none self-center blur-[10px] [grid-area:1/1]">
        {children}
      </div>
      <div className="flex items-center justify-center bg-surface/40 py-2 [grid-area:1/1]">
        <button
          type="button"
          onClick={() => setRevealed(true)}
          className="inline-flex h-9 items-center gap-2 rounded-full bg-surface px-4 text-[14px] font-medium text-fg shadow-md ring-1 ring-line transition-colors hover:bg-surface-hover"
        >
          <Eye className="size-4" aria-hidden="true" />
          {t('postUi.blocks.showAll')}
        </button>
      </div>
    </div>
  );
}
