import { formatDateTime } from '../../../shared/format/dates.ts';
import { postHistoryPath } from '../../../shared/slugs.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Link } from '../../ui/Link.tsx';

/** Beside a post's date: that its content changed after publication, and the way to see how. */
export function EditedMark({ postId, editedAt }: { postId: number; editedAt: string }) {
  const t = useT();
  const { language, timeZone } = usePageProps();
  const when = formatDateTime(editedAt, language, timeZone);
  return (
    <>
      <span aria-hidden="true">·</span>
      <Link href={postHistoryPath(postId)} title={t('revisions.editedTitle', { date: when })} className="shrink-0 underline-offset-2 hover:text-accent hover:underline">
        <time dateTime={editedAt}>{t('revisions.edited')}</time>
        <span className="sr-only"> {when}</span>
      </Link>
    </>
  );
}
