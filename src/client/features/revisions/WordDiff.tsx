// <ins> and <del> are not read out by most screen readers, so each carries its meaning as hidden text too; they are
// marked by underline and strike-through as well as by colour.
import type { WordPiece } from '../../../shared/dto/revision.ts';
import { useT } from '../../platform/useT.ts';

const insClass = 'rounded-sm px-0.5 bg-emerald-100 text-emerald-950 underline decoration-emerald-700 dark:bg-emerald-400/20 dark:text-emerald-100 dark:decoration-emerald-300';
/** A whole block added or removed: its label says which, so the text stays easy to read. */
export const insBlockClass = 'block rounded-md bg-emerald-50 px-2 py-1 no-underline dark:bg-emerald-400/10';
export const delBlockClass = 'block rounded-md bg-rose-50 px-2 py-1 no-underline dark:bg-rose-400/10';
const delClass = 'rounded-sm px-0.5 bg-rose-100 text-rose-950 line-through decoration-rose-700 dark:bg-rose-400/20 dark:text-rose-100 dark:decoration-rose-300';

export function WordDiff({ pieces }: { pieces: WordPiece[] }) {
  const t = useT();
  return (
    <p className="whitespace-pre-line break-words">
      {pieces.map((piece, index) => {
        if (piece.op === 'same') return <span key={index}>{piece.text}</span>;
        const Mark = piece.op;
        return (
          <Mark key={index} className={piece.op === 'ins' ? insClass : delClass}>
            <span className="sr-only">{t(piece.op === 'ins' ? 'revisions.inserted' : 'revisions.deleted')} </span>
            {piece.text}
          </Mark>
        );
      })}
    </p>
  );
}
