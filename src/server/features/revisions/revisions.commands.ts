import { and, eq } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client.ts';
import { postRevisions } from '../../db/schema/index.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import { canView, findLivePost, postCommunity } from '../posts/index.ts';
import { canHideRevision } from './revisions.policy.ts';

/** Hiding a hidden version again changes nothing and records nothing. */
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
    if (revision.hiddenAt !== null) return;
    await tx.update(postRevisions).set({ hiddenAt: new Date(), hiddenById: viewer.id, hiddenReason: reason }).where(eq(postRevisions.id, revision.id));
    await recordEvents(tx, { type: 'post.revision-hidden', postId, authorId: post.userId, ownerId: post.subsiteId, revision: number, moderatorId: viewer.id, reason });
  });
}
