import { PencilLine } from '../../ui/icons.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { postHistoryPath } from '../../../shared/slugs.ts';
import { useHydratingServerHtml } from '../../platform/useHydrated.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Link } from '../../ui/Link.tsx';

/** Beside a post's date: that its content changed after publication, and the way to see how. A phone's line is
 * short, so there the word is a pencil, and the author's name keeps its room. */
export function EditedMark({ postId, editedAt }: { postId: number; editedAt: string }) {
  const t = useT();
  const { language, timeZone } = usePageProps();
  // An absolute date: the server's wording stays right for as long as the page is open.
  const when = useHydratingServerHtml() ? undefined : formatDateTime(editedAt, language, timeZone);
  return (
    <>
      <span aria-hidden="true">·</span>
      <Link href={postHistoryPath(postId)} title={when && t('revisions.editedTitle', { date: when })} className="inline-flex shrink-0 items-center underline-offset-2 hover:text-accent hover:underline">
        <PencilLine className="size-3.5 sm:hidden" aria-hidden="true" />
        <time dateTime={editedAt} className="max-sm:sr-only">
          {t('revisions.edited')}
        </time>
        <span className="sr-only" suppressHydrationWarning>{when ? ` ${when}` : ''}</span>
      </Link>
    </>
  );
}
