/**
 * Demo moderation: the seeded report reasons come with the migration; here Екатерина becomes a
 * moderator of «Технологии» (Анна created it), readers have open reports on a few posts and a
 * comment in «Технологии» and «Разработка», Екатерина has unpublished one post with a reason,
 * and the log holds a few earlier actions, so the queue and both logs have something to show.
 */
import { and, asc, desc, eq, isNull, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { communityMembers, complaintReasons, complaints, comments, moderationLog, posts } from '../db/schema/index.ts';
import { unpublishPost } from '../features/posts/posts.commands.ts';

const DAY_MS = 86_400_000;

export async function seedDemoModeration(db: Db, people: readonly number[], communities: readonly number[]): Promise<void> {
  const [anna, dmitry, katya] = people;
  const [tech, dev] = communities;
  if (anna === undefined || dmitry === undefined || katya === undefined || tech === undefined || dev === undefined) return;
  // demo-profiles may have made her an editor there; the log below tells of her promotion.
  await db
    .insert(communityMembers)
    .values({ subsiteId: tech, userId: katya, role: 'moder' })
    .onConflictDoUpdate({ target: [communityMembers.subsiteId, communityMembers.userId], set: { role: 'moder' } });

  const reasons = await db.select({ id: complaintReasons.id }).from(complaintReasons).orderBy(asc(complaintReasons.position));
  const reason = (index: number) => reasons[index % reasons.length]!.id;
  const livePosts = (community: number) =>
    db
      .select({ id: posts.id, userId: posts.userId, title: posts.title })
      .from(posts)
      .where(and(eq(posts.subsiteId, community), eq(posts.isPublish, true), isNull(posts.deletedAt), notInArray(posts.userId, [anna, dmitry, katya])))
      .orderBy(desc(posts.id))
      .limit(3);
  const [techPosts, devPosts] = await Promise.all([livePosts(tech), livePosts(dev)]);
  const readers = people.slice(3);
  const reports: (typeof complaints.$inferInsert)[] = [];
  const report = (modelType: 'post' | 'comment', modelId: number, targetUserId: number, subsiteId: number, reporters: number[], reasonIndex: number) => {
    for (const [index, reporterId] of reporters.entries()) {
      if (reporterId === targetUserId) continue;
      reports.push({ reasonId: reason(reasonIndex + (index % 2)), reporterId, modelType, modelId, targetUserId, subsiteId, createdAt: new Date(Date.now() - (index + 1) * 47 * 60_000) });
    }
  };
  if (techPosts[0]) report('post', techPosts[0].id, techPosts[0].userId, tech, readers.slice(0, 3), 0);
  if (techPosts[1]) report('post', techPosts[1].id, techPosts[1].userId, tech, readers.slice(3, 4), 3);
  if (devPosts[0]) report('post', devPosts[0].id, devPosts[0].userId, dev, readers.slice(1, 3), 1);
  if (techPosts[0]) {
    const [comment] = await db
      .select({ id: comments.id, userId: comments.userId })
      .from(comments)
      .where(and(eq(comments.postId, techPosts[0].id), isNull(comments.deletedAt), ne(comments.userId, katya)))
      .orderBy(asc(comments.id))
      .limit(1);
    if (comment) report('comment', comment.id, comment.userId, tech, readers.slice(4, 6), 1);
  }
  if (reports.length > 0) await db.insert(complaints).values(reports).onConflictDoNothing();

  // Earlier actions, oldest first; the unpublishing below adds its own line through its event.
  const past = (days: number) => new Date(Date.now() - days * DAY_MS);
  await db.insert(moderationLog).values([
    { action: 'role', subsiteId: tech, moderatorId: anna, targetUserId: katya, details: { role: 'moder' }, createdAt: past(12) },
    { action: 'delete_comment', subsiteId: tech, moderatorId: katya, targetUserId: readers[0] ?? null, subject: techPosts[2]?.title ?? '', createdAt: past(6) },
    { action: 'report_dismissed', subsiteId: dev, moderatorId: dmitry, targetUserId: devPosts[1]?.userId ?? null, subject: devPosts[1]?.title ?? '', createdAt: past(2) },
  ]);

  const unpublished = techPosts[2];
  if (unpublished) {
    await unpublishPost(db, { id: katya, role: 'user', ban: null }, unpublished.id, 'Пост повторяет новость, которая уже есть в сообществе. Добавьте собственный разбор и опубликуйте снова.');
  }
}
