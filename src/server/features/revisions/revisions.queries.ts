import { and, desc, eq, sql } from 'drizzle-orm';
import type { Block } from '../../../shared/blocks/types.ts';
import { REVISION_LIMITS } from '../../../shared/dto/revision.ts';
import type { Db } from '../../db/client.ts';
import { postRevisionBlocks, postRevisions } from '../../db/schema/index.ts';

export type RevisionListRow = Awaited<ReturnType<typeof revisionsOf>>[number];

/** Newest first; the list carries each version's block hashes, so any two can be compared with one more statement. */
export function revisionsOf(db: Db, postId: number) {
  return db
    .select({
      number: postRevisions.number,
      title: postRevisions.title,
      hashes: postRevisions.blockHashes,
      editorId: postRevisions.editorId,
      createdAt: postRevisions.createdAt,
      hiddenAt: postRevisions.hiddenAt,
      hiddenReason: postRevisions.hiddenReason,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.number))
    .limit(REVISION_LIMITS.listed);
}

export async function blocksByHash(db: Db, postId: number, hashes: readonly string[]): Promise<Map<string, Block>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select({ hash: postRevisionBlocks.hash, block: postRevisionBlocks.block })
    .from(postRevisionBlocks)
    .where(and(eq(postRevisionBlocks.postId, postId), sql`${postRevisionBlocks.hash} = any(${sql.param([...new Set(hashes)])}::text[])`));
  return new Map(rows.map((row) => [row.hash, row.block]));
}
