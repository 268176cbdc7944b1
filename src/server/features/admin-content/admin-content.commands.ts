// Only posts come back: deleting a comment wipes its text and removing a branch deletes the rows, so there is nothing to
// restore.
import { eq } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Conflict } from '../../platform/errors.ts';
import { adminActed } from '../admin/index.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { isDeleted } from '../oauth/index.ts';
import { restorePost, setOfficial } from '../posts/index.ts';

/** A post of a deleted account stays deleted: its owner asked for what they wrote to go. */
export async function restorePostFromPanel(db: Db, admin: AuthUser, postId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const post = await restorePost(tx, postId);
    if (await isDeleted(tx, post.userId)) throw new Conflict('adminContent.errors.authorGone');
    await recordEvents(tx, adminActed(admin.id, 'post.restored', { type: 'post', id: post.id, name: post.title }, { published: post.isPublish }));
  });
}

export async function markOfficialFromPanel(db: Db, admin: AuthUser, postId: number, value: boolean): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const marked = await setOfficial(tx, admin, postId, value);
    const [post] = await tx.select({ title: posts.title }).from(posts).where(eq(posts.id, postId)).limit(1);
    await recordEvents(tx, adminActed(admin.id, value ? 'post.marked-official' : 'post.unmarked-official', { type: 'post', id: postId, name: post?.title ?? '' }));
    return marked;
  });
}
