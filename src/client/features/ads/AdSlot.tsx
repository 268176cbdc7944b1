import clsx from 'clsx';
import { DEFAULT_AD_EVERY } from '../../../shared/advertisements.ts';
import type { AdFrameDto, ShownAdvertisements } from '../../../shared/dto/advertisement.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { AdFrame } from './AdFrame.tsx';

export function AdSlot({ position, className }: { position: 'supbar' | 'under_post'; className?: string }) {
  const ads = usePageProps().advertisements[position];
  if (ads.length === 0) return null;
  return (
    <div data-slot={position} className={clsx('flex flex-col gap-3', className)}>
      {ads.map((ad) => (
        <AdFrame key={ad.id} ad={ad} />
      ))}
    </div>
  );
}

/** The first ad whose interval divides the count, so each keeps its own rhythm and two never stack. */
export function feedAdAfter(ads: ShownAdvertisements['feed_item'], cards: number): AdFrameDto | undefined {
  return ads.find((ad) => cards % (ad.every ?? DEFAULT_AD_EVERY) === 0);
}

export function FeedAdSlot({ after }: { after: number }) {
  const ad = feedAdAfter(usePageProps().advertisements.feed_item, after);
  if (!ad) return null;
  return (
    <div data-slot="feed-item" className="overflow-hidden rounded-xl">
      <AdFrame ad={ad} />
    </div>
  );
}
