import type { KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, X } from '../../ui/icons.ts';
import type { CarouselItem } from '../../../shared/blocks/types.ts';
import { Modal } from '../../ui/Modal.tsx';
import { useT } from '../../platform/useT.ts';

export interface LightboxProps {
  items: CarouselItem[];
  index: number | null;
  onIndexChange(index: number | null): void;
}

const ARROW = 'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white transition-colors hover:bg-black/70';

export function Lightbox({ items, index, onIndexChange }: LightboxProps) {
  const t = useT();
  const item = index === null ? undefined : items[index];
  const total = items.length;
  const go = (step: number) => index !== null && onIndexChange((index + step + total) % total);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
  }

  return (
    <Modal
      open={item !== undefined}
      onOpenChange={(open) => !open && onIndexChange(null)}
      title={index === null ? '' : t('postUi.blocks.image', { index: index + 1, total })}
      hideTitle
      // Important modifiers: Modal's own size and padding classes are in the same layer.
      className="w-fit! max-w-[min(1200px,calc(100%-24px))]! bg-transparent! p-0! shadow-none! overflow-visible!"
    >
      {item && index !== null && (
        <div className="relative flex items-center justify-center" onKeyDown={onKeyDown}>
          {item.caption.is_image ? (
            <img src={item.url} alt="" width={item.caption.width ?? undefined} height={item.caption.height ?? undefined} className="max-h-[calc(100dvh-48px)] max-w-full rounded-lg object-contain" />
          ) : (
            <video key={item.url} src={item.url} poster={item.caption.thumb ?? undefined} controls autoPlay playsInline className="max-h-[calc(100dvh-48px)] max-w-full rounded-lg bg-black" />
          )}
          {total > 1 && (
            <>
              <span aria-hidden="true" className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-black/60 px-2.5 py-1 text-[13px] tabular-nums text-white">
                {index + 1} / {total}
              </span>
              <button type="button" onClick={() => go(-1)} aria-label={t('postUi.blocks.previous')} className={`${ARROW} left-2`}>
                <ChevronLeft className="size-6" aria-hidden="true" />
              </button>
              <button type="button" onClick={() => go(1)} aria-label={t('postUi.blocks.next')} className={`${ARROW} right-2`}>
                <ChevronRight className="size-6" aria-hidden="true" />
              </button>
            </>
          )}
          <button type="button" onClick={() => onIndexChange(null)} aria-label={t('postUi.blocks.close')} className="absolute right-2 top-2 flex size-10 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70">
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
      )}
    </Modal>
  );
}
