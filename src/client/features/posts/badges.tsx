/** The two marks of trust (spec 1, "Post page details"): official accounts and editorial posts. */
import { Link } from '@inertiajs/react';
import { BadgeCheck, Feather } from 'lucide-react';
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

/**
 * Sits on the last word of an editorial post's title. On the post page it leads to the
 * editorial list; inside a card's title link it is only an icon (links cannot nest).
 */
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

export function DraftBadge() {
  const t = useT();
  return (
    <span className="inline-flex h-6 shrink-0 items-center rounded-md bg-amber-100 px-2 text-[12px] font-semibold text-amber-800 dark:bg-amber-400/15 dark:text-amber-300">
      {t('postUi.draft')}
    </span>
  );
}
