/** Every image carries its width and height and every box a fixed aspect ratio, so nothing shifts while pictures load. */
import { useState, type CSSProperties } from 'react';
import clsx from 'clsx';
import type { CarouselBlock as Carousel, CarouselItem } from '../../../shared/blocks/types.ts';
import { galleryCover, galleryLayout } from './gallery.ts';
import { Lightbox } from './Lightbox.tsx';
import { useT } from '../../platform/useT.ts';

/** A lone picture keeps its shape, within limits: a very tall one is letterboxed, not a wall. */
function singleRatio({ caption: { width, height } }: CarouselItem): string {
  if (!width || !height) return '16 / 9';
  return String(Math.min(3, Math.max(4 / 5, width / height)));
}

const ROW_RATIO: Record<number, string> = { 1: '16 / 9', 2: '2 / 1', 3: '3 / 1' };

export interface CarouselBlockProps extends Carousel {
  cover?: boolean;
}

export function CarouselBlock({ data, cover = false }: CarouselBlockProps) {
  return cover ? <CarouselCover items={data.items} /> : <Gallery items={data.items} />;
}

const MORE_LOOK = {
  tile: 'inset-0 text-[28px]',
  chip: 'bottom-3 right-3 h-9 min-w-12 rounded-lg px-3 text-[16px]',
};

function MoreButton({ extra, look, onClick }: { extra: number; look: keyof typeof MORE_LOOK; onClick(): void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('postUi.blocks.more', { count: extra })}
      className={clsx('absolute flex items-center justify-center bg-black/55 font-semibold text-white transition-colors hover:bg-black/65', MORE_LOOK[look])}
    >
      +{extra}
    </button>
  );
}

function CarouselCover({ items }: { items: CarouselItem[] }) {
  const t = useT();
  const [viewing, setViewing] = useState<number | null>(null);
  const cover = galleryCover(items);
  if (!cover) return null;
  return (
    <>
      <div className="relative overflow-hidden rounded-xl bg-page" style={{ aspectRatio: String(cover.ratio) }}>
        <Media item={cover.item} fit="cover" label={t('postUi.blocks.image', { index: 1, total: items.length })} onOpen={() => setViewing(0)} />
        {cover.extra > 0 && <MoreButton extra={cover.extra} look="chip" onClick={() => setViewing(1)} />}
      </div>
      <Lightbox items={items} index={viewing} onIndexChange={setViewing} />
    </>
  );
}

function Gallery({ items }: { items: CarouselItem[] }) {
  const t = useT();
  const [viewing, setViewing] = useState<number | null>(null);
  const { rows, extra } = galleryLayout(items);
  if (rows.length === 0) return null;
  const single = items.length === 1;

  let offset = 0;
  return (
    <>
      <div className="flex flex-col gap-1 overflow-hidden rounded-xl">
        {rows.map((row, rowIndex) => {
          const first = offset;
          offset += row.length;
          const style: CSSProperties = { aspectRatio: single ? singleRatio(row[0]!) : ROW_RATIO[row.length] };
          return (
            <div key={rowIndex} className="flex gap-1" style={style}>
              {row.map((item, i) => {
                const index = first + i;
                const last = extra > 0 && index === offset - 1 && rowIndex === rows.length - 1;
                return (
                  <div key={index} className="relative min-w-0 flex-1 overflow-hidden bg-page">
                    <Media item={item} fit={single ? 'contain' : 'cover'} label={t('postUi.blocks.image', { index: index + 1, total: items.length })} onOpen={() => setViewing(index)} />
                    {last && <MoreButton extra={extra} look="tile" onClick={() => setViewing(index + 1)} />}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      <Lightbox items={items} index={viewing} onIndexChange={setViewing} />
    </>
  );
}

interface MediaProps {
  item: CarouselItem;
  fit: 'cover' | 'contain';
  label: string;
  onOpen(): void;
}

function Media({ item, fit, label, onOpen }: MediaProps) {
  const { width, height, is_image: isImage, thumb } = item.caption;
  const className = clsx('size-full', fit === 'cover' ? 'object-cover' : 'object-contain');
  if (!isImage) {
    return <video src={item.url} poster={thumb ?? undefined} controls preload="metadata" playsInline aria-label={label} className={clsx(className, 'bg-black')} />;
  }
  return (
    <button type="button" onClick={onOpen} aria-label={label} className="block size-full cursor-zoom-in">
      <img src={item.url} alt="" width={width ?? undefined} height={height ?? undefined} loading="lazy" decoding="async" className={className} />
    </button>
  );
}
