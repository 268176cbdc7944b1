import { and, eq, max } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client.ts';
import { postRevisions } from '../../db/schema/index.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.ts';
import { canView, findLivePost, postCommunity } from '../posts/index.ts';
import { canHideRevision } from './revisions.policy.ts';

/**
 * Hiding a hidden version again changes nothing and records nothing. The newest version is what the post shows, so it
 * is not hidden here: unpublishing is the way to take that from readers.
 */
export async function hideRevision(db: Db, viewer: AuthUser, postId: number, number: number, reason: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const post = await findLivePost(tx, postId);
    if (!post || !canView(viewer, post)) throw new NotFound();
    if (!canHideRevision(viewer, post, await postCommunity(tx, post, viewer.id))) throw new Forbidden();
    const [revision] = await tx
      .select({ id: postRevisions.id, hiddenAt: postRevisions.hiddenAt })
      .from(postRevisions)
      .where(and(eq(postRevisions.postId, postId), eq(postRevisions.number, number)))
      .for('update');
    if (!revision) throw new NotFound();
    const [newest] = await tx.select({ number: max(postRevisions.number) }).from(postRevisions).where(eq(postRevisions.postId, postId));
    if (newest?.number === number) throw new Conflict('revisions.errors.current');
    if (revision.hiddenAt !== null) return;
    await tx.update(postRevisions).set({ hiddenAt: new Date(), hiddenById: viewer.id, hiddenReason: reason }).where(eq(postRevisions.id, revision.id));
    await recordEvents(tx, { type: 'post.revision-hidden', postId, authorId: post.userId, ownerId: post.subsiteId, revision: number, moderatorId: viewer.id, reason });
  });
}
