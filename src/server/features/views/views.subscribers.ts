// A reply post's changes move its parent's replies count, which the parent's open pages hear on `post-views.{id}`.
// The statistics count interactions from the events their commands record, into the same rows views go to, so the
// statistics pages read those rows and never the likes, comments or follows themselves. Actions are counted as they
// happen (a like taken back is not subtracted): the rows say what readers did on a day.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { channels, pushes } from '../../../shared/realtime.ts';
import type { Db } from '../../db/client.ts';
import { postViewCounters } from './views.queries.ts';
import { addRows, inLaunch, STAT_TABLES, THIS_HOUR } from './views.rows.ts';
import { siteDay } from './views.visitor.ts';

type PostCounter = 'likes' | 'reactions' | 'comments' | 'bookmarks' | 'reposts' | 'followers';

/** One more of `column` on the post's day and launch-hour rows, and unless `alone`, on its blog's day row. */
async function countOnPost(db: Db, postId: number, column: PostCounter, day: string, alone = false): Promise<void> {
  const subsiteRow: SQL = alone ? sql`select 1` : addRows(STAT_TABLES.subsiteDays, [column], sql`select subsite_id, ${day}::date, 1 from post`);
  await db.execute(sql`
    with post as (select id, subsite_id, published_at from posts where id = ${postId} and is_publish and deleted_at is null),
    day_row as (${addRows(STAT_TABLES.postDays, [column], sql`select id, ${day}::date, 1 from post`)}),
    hour_row as (${addRows(STAT_TABLES.postHours, [column], sql`select id, ${THIS_HOUR}, 1 from post where ${inLaunch(sql`published_at`)}`)})
    ${subsiteRow}`);
}

async function countOnSubsite(db: Db, subsiteId: number, column: 'followers' | 'unfollows', day: string): Promise<void> {
  await db.execute(addRows(STAT_TABLES.subsiteDays, [column], sql`select id, ${day}::date, 1 from subsites where id = ${subsiteId}`));
}

export function viewsSubscribers(app: FastifyInstance): void {
  const pushParent = async ({ replyId }: { replyId: number | null }) => {
    if (replyId === null) return;
    const counters = await postViewCounters(app.db, replyId);
    if (counters) app.realtime.publish(channels.postViews(replyId), pushes.postViews, counters);
  };
  app.events.subscribe('post.published', 'realtime.post-views', pushParent);
  app.events.subscribe('post.deleted', 'realtime.post-views', pushParent);
  app.events.subscribe('post.restored', 'realtime.post-views', pushParent);
  app.events.subscribe('post.updated', 'realtime.post-views', pushParent);

  const today = async () => siteDay((await app.site.settings.get()).timeZone);
  app.events.subscribe('like.changed', 'statistics.count', async ({ target, postId, value }) => {
    if (target === 'post' && value === 1) await countOnPost(app.db, postId, 'likes', await today());
  });
  app.events.subscribe('reaction.changed', 'statistics.count', async ({ target, postId, reactionId }) => {
    if (target === 'post' && reactionId !== null) await countOnPost(app.db, postId, 'reactions', await today());
  });
  app.events.subscribe('bookmark.added', 'statistics.count', async ({ target, postId }) => {
    if (target === 'post') await countOnPost(app.db, postId, 'bookmarks', await today());
  });
  app.events.subscribe('comment.created', 'statistics.count', async ({ postId }) => {
    await countOnPost(app.db, postId, 'comments', await today());
  });
  app.events.subscribe('post.published', 'statistics.count', async ({ replyId }) => {
    if (replyId !== null) await countOnPost(app.db, replyId, 'reposts', await today());
  });
  app.events.subscribe('subsite.followed', 'statistics.count', async ({ subsiteId, postId }) => {
    const day = await today();
    await countOnSubsite(app.db, subsiteId, 'followers', day);
    if (postId !== undefined) await countOnPost(app.db, postId, 'followers', day, true);
  });
  app.events.subscribe('subsite.unfollowed', 'statistics.count', async ({ subsiteId }) => {
    await countOnSubsite(app.db, subsiteId, 'unfollows', await today());
  });
}
