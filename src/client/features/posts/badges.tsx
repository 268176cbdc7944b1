import { Link } from '../../ui/Link.tsx';
import { BadgeCheck, Feather, Trophy } from '../../ui/icons.ts';
import { TOP_PLACES } from '../../../shared/dto/subsite.ts';
import { useT } from '../../platform/useT.ts';

export function VerifiedBadge() {
  const t = useT();
  return (
    <span title={t('postUi.verified')} className="inline-flex shrink-0 text-accent">
      <BadgeCheck className="size-4" aria-hidden="true" />
      <span className="sr-only">{t('postUi.verified')}</span>
    </span>
  );
}

/** Inside a card's title link it is only an icon: links cannot nest. */
export function EditorialMark({ link }: { link: boolean }) {
  const t = useT();
  const className =
    'ml-1.5 inline-flex size-[0.9em] translate-y-[0.08em] items-center justify-center rounded-full bg-accent-fill align-baseline text-white';
  const icon = <Feather className="size-[0.55em]" strokeWidth={2.5} aria-hidden="true" />;
  if (!link) {
    return (
      <span title={t('postUi.editorial')} className={className}>
        {icon}
        <span className="sr-only">{t('postUi.editorial')}</span>
      </span>
    );
  }
  return (
    <Link href="/editorial" title={t('postUi.editorial')} aria-label={t('postUi.editorial')} className={`${className} transition-colors hover:bg-accent-fill-hover`}>
      {icon}
    </Link>
  );
}

/** Inside another link (the account menu's profile card) only the mark. */
export function TopPlaceBadge({ place, link = true }: { place: number | null; link?: boolean }) {
  const t = useT();
  if (place === null || place > TOP_PLACES) return null;
  const label = t('ratings.topPlace', { place });
  const className = 'inline-flex h-[18px] shrink-0 items-center gap-0.5 rounded-full bg-amber-100 px-1.5 text-[11px] font-semibold text-amber-800 dark:bg-amber-400/15 dark:text-amber-300';
  const content = (
    <>
      <Trophy className="size-3" aria-hidden="true" />
      {place}
    </>
  );
  if (!link) {
    return (
      <span role="img" title={label} aria-label={label} data-top-place={place} className={className}>
        {content}
      </span>
    );
  }
  return (
    <Link href="/discovery/blogs" title={label} aria-label={label} data-top-place={place} className={`${className} hover:bg-amber-200`}>
      {content}
    </Link>
  );
}

export function DraftBadge() {
  const t = useT();
  return (
    <span className="inline-flex h-6 shrink-0 items-center rounded-md bg-amber-100 px-2 text-[12px] font-semibold text-amber-800 dark:bg-amber-400/15 dark:text-amber-300">
      {t('postUi.draft')}
    </span>
  );
}
