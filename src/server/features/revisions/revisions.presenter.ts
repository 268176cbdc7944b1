import type { Block } from '../../../shared/blocks/types.ts';
import type { BlockChange, RevisionDiffDto, RevisionDto } from '../../../shared/dto/revision.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { presentBlockMedia } from '../../platform/storage/index.ts';
import { diffBlocks } from './revisions.diff.ts';
import type { RevisionListRow } from './revisions.queries.ts';

/** `seesHidden`: the post's author and its moderators; to everyone else a hidden version is its placeholder alone. */
export function presentRevision(row: RevisionListRow, editors: ReadonlyMap<number, SubsiteCard>, seesHidden: boolean): RevisionDto {
  const hidden = row.hiddenAt !== null;
  const readable = !hidden || seesHidden;
  return {
    number: row.number,
    created_at: row.createdAt.toISOString(),
    editor: row.editorId === null ? null : (editors.get(row.editorId) ?? null),
    title: readable ? row.title : '',
    hidden,
    readable,
    hidden_reason: hidden && seesHidden ? row.hiddenReason : null,
  };
}

/** Blocks are stored with their hash as their id, which is what the diff compares. */
export function presentDiff(selected: RevisionListRow, base: RevisionListRow | null, blocks: ReadonlyMap<string, Block>, mediaBase: string): RevisionDiffDto {
  const version = (row: RevisionListRow) => presentBlockMedia(row.hashes.flatMap((hash) => blocks.get(hash) ?? []), mediaBase);
  const changes: BlockChange[] = base ? diffBlocks(version(base), version(selected), (block) => block.id) : version(selected).map((block) => ({ kind: 'original', block }));
  return { number: selected.number, base: base?.number ?? null, changes };
}
