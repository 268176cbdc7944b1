// Written through the comments command after the text threads (demo-comments.ts), dated a little after
// the comment they answer; deterministic, the threads taken in id order.
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { COMMENT_LIMITS } from '../../shared/dto/comment.ts';
import type { Db } from '../db/client.ts';
import { comments, media } from '../db/schema/index.ts';
import { createComment } from '../features/comments/comments.commands.ts';
import type { Storage } from '../platform/storage/index.ts';
import { demoPictureFile } from './images.ts';

const PICTURE_REPLIES: Array<{ text: string; width: number; height: number }> = [
  { text: 'Вот как это выглядело у меня — почти один в один.', width: 720, height: 480 },
  { text: 'Сделал по вашей схеме, результат на картинке.', width: 600, height: 600 },
  { text: '', width: 840, height: 350 },
  { text: 'Для сравнения — мой вариант, снято в тот же день.', width: 480, height: 720 },
  { text: 'Скриншот, о котором писал выше.', width: 800, height: 450 },
  { text: 'У нас в офисе так же, только кот вместо фикуса.', width: 720, height: 480 },
];

const MINUTE_MS = 60_000;

export async function seedDemoCommentMedia(db: Db, storage: Storage, people: readonly number[], now = Date.now()): Promise<number> {
  const roots = await db
    .select({ id: comments.id, postId: comments.postId, userId: comments.userId, createdAt: comments.createdAt })
    .from(comments)
    // Roots with fewer replies than a page shows at once: the picture is then among them.
    .where(and(isNull(comments.parentId), isNull(comments.deletedAt), lt(comments.repliesCount, COMMENT_LIMITS.firstReplies), sql`${comments.id} % 2 = 1`))
    .orderBy(asc(comments.id))
    .limit(PICTURE_REPLIES.length);
  for (const [index, root] of roots.entries()) {
    const reply = PICTURE_REPLIES[index]!;
    const candidate = people[(index * 7 + 3) % people.length]!;
    const userId = candidate === root.userId ? people[(people.indexOf(candidate) + 1) % people.length]! : candidate;
    const file = await demoPictureFile(storage, `comment-${index + 1}.webp`, `comment-picture-${index}`, reply.width, reply.height);
    const [picture] = await db
      .insert(media)
      .values({ userId, kind: 'image', path: file.path, thumbPath: null, width: file.width, height: file.height, size: file.size, mime: 'image/webp' })
      .returning({ id: media.id });
    const id = await createComment(db, { id: userId, role: 'user', ban: null }, { comment: reply.text, post_id: root.postId, parent_id: root.id, mediaIds: [picture!.id] });
    const at = new Date(Math.min(root.createdAt.getTime() + (5 + index * 4) * MINUTE_MS, now - MINUTE_MS));
    await db.update(comments).set({ createdAt: at, updatedAt: at }).where(eq(comments.id, id));
  }
  return roots.length;
}
