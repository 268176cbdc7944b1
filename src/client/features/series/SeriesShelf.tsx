import { Layers } from '../../ui/icons.ts';
import type { SeriesDto } from '../../../shared/dto/series.ts';
import { useT } from '../../platform/useT.ts';
import { Link } from '../../ui/Link.tsx';

/** On an author's profile, above their posts: their series, each a link to its page. */
export function SeriesShelf({ series }: { series: SeriesDto[] }) {
  const t = useT();
  if (series.length === 0) return null;
  return (
    <section aria-labelledby="profile-series-title" className="mb-4 rounded-xl bg-surface px-4 py-3 nav:px-6">
      <h2 id="profile-series-title" className="flex items-center gap-1.5 text-[15px] font-semibold">
        <Layers className="size-4 text-accent" aria-hidden="true" />
        {t('series.profile.title')}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {series.map((item) => (
          <li key={item.id} className="min-w-0">
            <Link href={item.url} className="block max-w-full truncate rounded-lg bg-page px-3 py-1.5 text-[14px] transition-colors hover:text-accent">
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
