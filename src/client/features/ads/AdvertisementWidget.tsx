import { usePageProps } from '../../platform/usePageProps.ts';
import { AdFrame } from './AdFrame.tsx';

export function AdvertisementWidget({ count }: { count: number }) {
  const shown = usePageProps().advertisements.right.slice(0, count);
  if (shown.length === 0) return null;
  return (
    <div data-slot="rightbar" className="flex flex-col gap-4">
      {shown.map((ad) => (
        <section key={ad.id} className="overflow-hidden rounded-xl">
          <AdFrame ad={ad} />
        </section>
      ))}
    </div>
  );
}
