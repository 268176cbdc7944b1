/**
 * The long discussion the comments scenarios read: 10,000 comments under the bench's post
 * (1,000 roots with 9 replies each, reactions spread so Popular has an order), inserted in
 * bulk with the counters the comments commands would have kept.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/server/db/client.ts';

const ROOTS = 1_000;
const REPLIES_PER_ROOT = 9;

export interface DiscussionPaths {
  /** The first page of roots, by popularity. */
  commentsPath: string;
  /** The replies of the most popular root. */
  repliesPath: string;
}

export async function addLongDiscussion(db: Db, postId: number): Promise<DiscussionPaths> {
  const people = `(select array_agg(id order by id) from users)`;
  await db.execute(sql`
    insert into comments (post_id, user_id, text, reaction_sum, replies_count, created_at)
    select ${postId}, (${sql.raw(people)})[1 + i % (select count(*) from users)], 'Комментарий номер ' || i || ': по делу и с примерами.',
           (i * 7919) % 97, ${REPLIES_PER_ROOT}, now() - make_interval(mins => ${ROOTS} - i)
    from generate_series(1, ${ROOTS}) i`);
  await db.execute(sql`
    insert into comments (post_id, user_id, parent_id, branch_id, text, created_at)
    select ${postId}, (${sql.raw(people)})[1 + (r.id + j) % (select count(*) from users)], r.id, r.id, 'Ответ ' || j || ' в ветке ' || r.id, r.created_at + make_interval(secs => j)
    from comments r cross join generate_series(1, ${REPLIES_PER_ROOT}) j
    where r.post_id = ${postId} and r.parent_id is null`);
  await db.execute(sql`update posts set comments_count = (select count(*) from comments where post_id = ${postId}) where id = ${postId}`);
  const [top] = await queryRows<{ id: number }>(db, sql`select id from comments where post_id = ${postId} and parent_id is null order by reaction_sum desc, id desc limit 1`);
  return { commentsPath: `/posts/${postId}/comments?type=popular`, repliesPath: `/comments/${top!.id}/replies` };
}
