import clsx from 'clsx';
import type { RevisionDto } from '../../../shared/dto/revision.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { postHistoryPath } from '../../../shared/slugs.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Link } from '../../ui/Link.tsx';
import { HideRevisionButton } from './HideRevisionDialog.tsx';

export interface RevisionListProps {
  postId: number;
  revisions: RevisionDto[];
  selected: number;
  canHide: boolean;
}

/** Newest first: the first is what the post shows now. */
export function RevisionList({ postId, revisions, selected, canHide }: RevisionListProps) {
  const t = useT();
  const { language, timeZone } = usePageProps();
  const newest = revisions[0]?.number;
  return (
    <nav aria-labelledby="revision-list-heading">
      <h2 id="revision-list-heading" className="mb-3 text-[17px] font-semibold">
        {t('revisions.versions')}
      </h2>
      <ol className="flex flex-col divide-y divide-line">
        {revisions.map((revision) => {
          const notes = [revision.number === 1 && t('revisions.publication'), revision.number === newest && t('revisions.current')].filter(Boolean).join(', ');
          return (
            <li key={revision.number} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <Link
                  href={postHistoryPath(postId, revision.number)}
                  aria-current={revision.number === selected ? 'page' : undefined}
                  className={clsx('self-start text-[15px] underline-offset-2 hover:underline', revision.number === selected ? 'font-semibold text-fg' : 'text-accent')}
                >
                  {t('revisions.version', { number: revision.number })}
                  {notes && <span className="font-normal text-muted"> · {notes}</span>}
                </Link>
                <span className="text-[13px] text-muted">
                  <time dateTime={revision.created_at}>{formatDateTime(revision.created_at, language, timeZone)}</time>
                  {revision.editor && <> · {revision.editor.name}</>}
                </span>
                {revision.hidden && (
                  <span className="text-[13px] text-muted">
                    {revision.readable ? t('revisions.hiddenForReaders') : t('revisions.hidden')}
                    {revision.hidden_reason && <> · {t('revisions.hiddenReason', { reason: revision.hidden_reason })}</>}
                  </span>
                )}
              </div>
              {canHide && !revision.hidden && revision.number !== newest && <HideRevisionButton postId={postId} number={revision.number} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
