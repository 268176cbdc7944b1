import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { BlockChange, RevisionDiffDto } from '../../../shared/dto/revision.ts';
import { useT } from '../../platform/useT.ts';
import { BlockPreview } from './BlockPreview.tsx';
import { delBlockClass, insBlockClass, WordDiff } from './WordDiff.tsx';

function Marked({ label, tone, children }: { label: string; tone: 'ins' | 'del' | 'changed'; children: ReactNode }) {
  return (
    <div className={clsx('border-l-4 py-1 pl-3', tone === 'ins' ? 'border-emerald-600' : tone === 'del' ? 'border-rose-600' : 'border-accent')}>
      <p className="mb-1 text-[12px] font-semibold uppercase tracking-wide text-muted">{label}</p>
      {children}
    </div>
  );
}

/** `<ins>` or `<del>` around a whole block; the label says which, for the eye. */
function WholeBlock({ change }: { change: Extract<BlockChange, { kind: 'added' | 'removed' }> }) {
  const t = useT();
  const added = change.kind === 'added';
  const Mark = added ? 'ins' : 'del';
  return (
    <Marked label={t(added ? 'revisions.added' : 'revisions.removed')} tone={added ? 'ins' : 'del'}>
      <Mark className={added ? insBlockClass : delBlockClass}>
        <BlockPreview block={change.block} />
      </Mark>
    </Marked>
  );
}

function Change({ change }: { change: BlockChange }) {
  const t = useT();
  switch (change.kind) {
    case 'unchanged':
      return <p className="text-[13px] italic text-muted">{t('revisions.unchanged', { count: change.count })}</p>;
    case 'original':
      return <BlockPreview block={change.block} />;
    case 'added':
    case 'removed':
      return <WholeBlock change={change} />;
    case 'changed':
      if (change.words === null) {
        return (
          <Marked label={t('revisions.changed')} tone="changed">
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <p className="mb-1 text-[13px] text-muted">{t('revisions.before')}</p>
                <BlockPreview block={change.before} />
              </div>
              <div>
                <p className="mb-1 text-[13px] text-muted">{t('revisions.after')}</p>
                <BlockPreview block={change.after} />
              </div>
            </div>
          </Marked>
        );
      }
      return (
        <Marked label={t('revisions.changed')} tone="changed">
          {change.words.every((piece) => piece.op === 'same') ? (
            <>
              <BlockPreview block={change.after} />
              <p className="mt-1 text-[13px] text-muted">{t('revisions.formatting')}</p>
            </>
          ) : (
            <WordDiff pieces={change.words} />
          )}
        </Marked>
      );
  }
}

export function RevisionDiff({ diff }: { diff: RevisionDiffDto }) {
  const t = useT();
  return (
    <section aria-labelledby="revision-diff-heading" className="flex flex-col gap-4">
      <h2 id="revision-diff-heading" className="text-[17px] font-semibold">
        {diff.base === null ? t('revisions.original') : t('revisions.comparedWith', { number: diff.base })}
      </h2>
      <ol className="flex flex-col gap-4 text-[15px] leading-relaxed" data-testid="revision-diff">
        {diff.changes.map((change, index) => (
          <li key={index}>
            <Change change={change} />
          </li>
        ))}
      </ol>
    </section>
  );
}
