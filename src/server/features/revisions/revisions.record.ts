// The one step savePost takes for history. It imports no feature, so the posts feature can call it while this
// feature's pages read posts through theirs.
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Block } from '../../../shared/blocks/types.ts';
import type { Db } from '../../db/client.ts';
import { postRevisionBlocks, postRevisions, posts, type PostRow } from '../../db/schema/index.ts';

/** Keys sorted at every depth, so the same content always hashes alike whatever order the editor wrote it in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The editor's block id is not content: two saves of the same paragraph are one stored block. */
export function blockHash({ type, data, tunes }: Block): string {
  return createHash('sha256').update(canonical({ type, data, tunes })).digest('base64url').slice(0, 22);
}

type Version = Pick<PostRow, 'id' | 'userId' | 'title' | 'blocks' | 'isPublish' | 'publishedAt'>;

async function latestHashes(tx: Db, postId: number): Promise<{ number: number; hashes: string[] } | undefined> {
  const [row] = await tx
    .select({ number: postRevisions.number, hashes: postRevisions.blockHashes })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.number))
    .limit(1);
  return row;
}

/** Only blocks the post has not stored yet are written; `known` are those of the version before. */
async function insertVersion(tx: Db, version: Version, number: number, known: ReadonlySet<string>, editorId: number, at: Date): Promise<string[]> {
  const hashes = version.blocks.map(blockHash);
  const fresh = new Map<string, Block>();
  version.blocks.forEach((block, index) => {
    if (!known.has(hashes[index]!)) fresh.set(hashes[index]!, { ...block, id: hashes[index]! });
  });
  if (fresh.size > 0) {
    await tx
      .insert(postRevisionBlocks)
      .values([...fresh].map(([hash, block]) => ({ postId: version.id, hash, block })))
      .onConflictDoNothing();
  }
  await tx.insert(postRevisions).values({ postId: version.id, number, title: version.title, blockHashes: hashes, editorId, createdAt: at });
  return hashes;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((hash, at) => hash === b[at]);

/**
 * Called by savePost in its transaction with the row as it was and as saved. A published post whose title or blocks
 * changed gains a version; the publication itself is the first. A post published before history was kept gets its
 * published content as the first version when it is first edited, so the edit has something to be compared with.
 */
export async function recordRevision(tx: Db, before: Version | null, after: Version, editorId: number): Promise<void> {
  if (!after.isPublish) return;
  let latest = await latestHashes(tx, after.id);
  if (!latest && before?.isPublish) {
    latest = { number: 1, hashes: await insertVersion(tx, before, 1, new Set(), before.userId, before.publishedAt ?? new Date()) };
  }
  if (latest && sameList(latest.hashes, after.blocks.map(blockHash))) return;
  const now = new Date();
  await insertVersion(tx, after, (latest?.number ?? 0) + 1, new Set(latest?.hashes), editorId, now);
  if (latest) await tx.update(posts).set({ editedAt: now }).where(eq(posts.id, after.id));
}
