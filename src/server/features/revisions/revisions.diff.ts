// Longest common subsequence, once for the blocks of two versions and once for the words of a block edited in place.
// The common head and tail are cut first, so the table covers only the edited stretch of a typical correction.
import { plainText, type Block } from '../../../shared/blocks/index.ts';
import type { BlockChange, WordPiece } from '../../../shared/dto/revision.ts';

type Step = { op: 'same'; a: number; b: number } | { op: 'del'; a: number } | { op: 'ins'; b: number };

/** Past this many table cells the stretch is told as removed and added whole: a reader gains nothing from a finer one. */
const MAX_CELLS = 4_000_000;

export function diffSequences<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean = Object.is): Step[] {
  let head = 0;
  while (head < a.length && head < b.length && same(a[head]!, b[head]!)) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && same(a[a.length - 1 - tail]!, b[b.length - 1 - tail]!)) tail++;
  const n = a.length - head - tail;
  const m = b.length - head - tail;
  const middle: Step[] = [];
  if ((n + 1) * (m + 1) > MAX_CELLS) {
    for (let i = 0; i < n; i++) middle.push({ op: 'del', a: head + i });
    for (let j = 0; j < m; j++) middle.push({ op: 'ins', b: head + j });
  } else {
    // lengths[i][j]: the LCS of a's stretch from i and b's stretch from j, so the walk below goes forwards.
    const width = m + 1;
    const lengths = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lengths[i * width + j] = same(a[head + i]!, b[head + j]!) ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && same(a[head + i]!, b[head + j]!)) middle.push({ op: 'same', a: head + i++, b: head + j++ });
      // On a tie the removal goes first, so a replaced word reads as old then new.
      else if (i < n && (j === m || lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)) middle.push({ op: 'del', a: head + i++ });
      else middle.push({ op: 'ins', b: head + j++ });
    }
  }
  const kept = (count: number, from: number, to: number): Step[] => Array.from({ length: count }, (_, k) => ({ op: 'same', a: from + k, b: to + k }));
  return [...kept(head, 0, 0), ...middle, ...kept(tail, a.length - tail, b.length - tail)];
}

/** Words and the spaces between them are tokens, so a changed word is marked alone and spacing survives. */
export function diffWords(before: string, after: string): WordPiece[] {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  const pieces: WordPiece[] = [];
  for (const step of diffSequences(a, b)) {
    const piece: WordPiece = step.op === 'ins' ? { op: 'ins', text: b[step.b]! } : { op: step.op, text: a[step.a]! };
    const last = pieces.at(-1);
    if (last?.op === piece.op) last.text += piece.text;
    else pieces.push(piece);
  }
  return pieces;
}

const TEXT_TYPES = new Set<Block['type']>(['paragraph', 'header', 'list', 'quote']);

function changedBlock(before: Block, after: Block): BlockChange {
  const words = TEXT_TYPES.has(after.type) ? diffWords(plainText([before]), plainText([after])) : null;
  return { kind: 'changed', before, after, words };
}

/**
 * Blocks compare by `key` (their content's hash). Within a stretch of removed and added blocks, the nth removed and
 * the nth added of the same type are one block edited in place; the rest were removed or added.
 */
export function diffBlocks(before: readonly Block[], after: readonly Block[], key: (block: Block) => string): BlockChange[] {
  const changes: BlockChange[] = [];
  let removed: Block[] = [];
  let added: Block[] = [];
  const flush = () => {
    const paired = Math.min(removed.length, added.length);
    for (let k = 0; k < paired; k++) {
      if (removed[k]!.type === added[k]!.type) changes.push(changedBlock(removed[k]!, added[k]!));
      else changes.push({ kind: 'removed', block: removed[k]! }, { kind: 'added', block: added[k]! });
    }
    for (const block of removed.slice(paired)) changes.push({ kind: 'removed', block });
    for (const block of added.slice(paired)) changes.push({ kind: 'added', block });
    removed = [];
    added = [];
  };
  for (const step of diffSequences(before.map(key), after.map(key))) {
    if (step.op === 'del') removed.push(before[step.a]!);
    else if (step.op === 'ins') added.push(after[step.b]!);
    else {
      flush();
      const last = changes.at(-1);
      if (last?.kind === 'unchanged') last.count++;
      else changes.push({ kind: 'unchanged', count: 1 });
    }
  }
  flush();
  return changes;
}
