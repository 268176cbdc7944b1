// Each counter is one set-based UPDATE that writes only the rows whose count differs, so a recount of a healthy database
// writes nothing (and moves no feed ranking). Not recounted: ratings (which likes count depends on who gave them, when,
// and where the item lived then, so today's rows cannot tell) and views (their raw events are not kept).
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { recountAllMonths } from '../sitemaps/index.ts';

const ZERO = sql`0`;
const EMPTY_MAP = sql`'{}'::jsonb`;

/** A row `counts` leaves out gets the zeros. Answers how many rows changed. */
async function fix(db: Db, table: string, zeros: Record<string, SQL>, counts: SQL): Promise<number> {
  const names = Object.keys(zeros);
  const counted = (name: string) => sql`coalesce(counted.${sql.identifier(name)}, ${zeros[name]!})`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with counted as (${counts})
        update ${sql.identifier(table)} t set ${sql.join(
          names.map((name) => sql`${sql.identifier(name)} = ${counted(name)}`),
          sql`, `,
        )}
        from ${sql.identifier(table)} base left join counted on counted.id = base.id
        where base.id = t.id and (${sql.join(
          names.map((name) => sql`t.${sql.identifier(name)} is distinct from ${counted(name)}`),
          sql` or `,
        )})
        returning t.id`,
  );
  return rows.length;
}

/** Likes, dislikes and pictures given to one type of item (the columns reactions.counters.ts moves). */
const reactionCounts = (type: 'post' | 'comment') => sql`
  select coalesce(likes.id, pictures.id) as id, likes.reaction_sum, likes.disreaction_sum, pictures.reaction_counts, pictures.reaction_count
  from (select target_id as id, count(*) filter (where value = 1)::int as reaction_sum, count(*) filter (where value = -1)::int as disreaction_sum
        from item_reactions where target_type = ${type} group by target_id) likes
  full join (select id, jsonb_object_agg(reaction_id::text, n) as reaction_counts, sum(n)::int as reaction_count
             from (select target_id as id, reaction_id, count(*)::int as n from item_reactions
                   where target_type = ${type} and reaction_id is not null group by target_id, reaction_id) given
             group by id) pictures on pictures.id = likes.id`;

const REACTION_ZEROS = { reaction_sum: ZERO, disreaction_sum: ZERO, reaction_counts: EMPTY_MAP, reaction_count: ZERO };

const bookmarkCounts = (type: 'post' | 'comment') =>
  sql`select target_id as id, count(*)::int as bookmarks_count from bookmarks where target_type = ${type} group by target_id`;

/** What a published, live post counts for: its author's and its owner's posts, its parent's replies, its tags, its month in the sitemaps. */
const LIVE_POST = sql`is_publish and deleted_at is null`;

export async function recountPostCounters(db: Db): Promise<number> {
  const subsitePosts = await fix(
    db,
    'subsites',
    { posts_count: ZERO },
    sql`select id, count(*)::int as posts_count
        from (select user_id as id from posts where ${LIVE_POST}
              union all select subsite_id from posts where ${LIVE_POST} and subsite_id <> user_id) owners
        group by id`,
  );
  const replies = await fix(
    db,
    'posts',
    { replies_count: ZERO },
    sql`select reply_id as id, count(*)::int as replies_count from posts where reply_id is not null and ${LIVE_POST} group by reply_id`,
  );
  const tags = await queryRows<{ tag: string }>(
    db,
    sql`with counted as (
          select t.tag, count(*)::int as posts_count from post_tags t join posts p on p.id = t.post_id
          where p.is_publish and p.deleted_at is null group by t.tag
        ),
        gone as (delete from tag_counts where tag not in (select tag from counted) returning tag),
        fixed as (
          insert into tag_counts (tag, posts_count) select tag, posts_count from counted
          on conflict (tag) do update set posts_count = excluded.posts_count where tag_counts.posts_count <> excluded.posts_count
          returning tag
        )
        select tag from gone union all select tag from fixed`,
  );
  return subsitePosts + replies + tags.length + (await recountAllMonths(db));
}

export async function recountCounters(db: Db): Promise<number> {
  const fixes = [
    await recountPostCounters(db),
    // Live comments only: a deleted one leaves its post's count (comments.commands.ts).
    await fix(db, 'posts', { comments_count: ZERO }, sql`select post_id as id, count(*)::int as comments_count from comments where deleted_at is null group by post_id`),
    // Direct replies, deleted ones included: they still show as "comment deleted".
    await fix(db, 'comments', { replies_count: ZERO }, sql`select parent_id as id, count(*)::int as replies_count from comments where parent_id is not null group by parent_id`),
    await fix(db, 'posts', { bookmarks_count: ZERO }, bookmarkCounts('post')),
    await fix(db, 'comments', { bookmarks_count: ZERO }, bookmarkCounts('comment')),
    await fix(db, 'posts', REACTION_ZEROS, reactionCounts('post')),
    await fix(db, 'comments', REACTION_ZEROS, reactionCounts('comment')),
    await fix(
      db,
      'subsites',
      { followers_count: ZERO, followings_count: ZERO },
      sql`select coalesce(followers.id, followings.id) as id, followers.n as followers_count, followings.n as followings_count
          from (select subsite_id as id, count(*)::int as n from follows group by subsite_id) followers
          full join (select user_id as id, count(*)::int as n from follows group by user_id) followings on followings.id = followers.id`,
    ),
  ];
  return fixes.reduce((sum, n) => sum + n, 0);
}
