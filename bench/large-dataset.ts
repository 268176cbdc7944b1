/**
 * The benchmark's large data set (`BENCH_DATASET=large`): 10,000 readers with their blogs,
 * 40 more communities, follows, and 100,000 published posts spread over a year, laid on top
 * of the demo content. Each post copies the blocks, title and tags of one demo post, so the
 * pages render believable blocks of every type; reactions, comments and views are stand-in
 * counters with a long tail until real reactions exist.
 *
 * Everything is generated inside the database by `INSERT … SELECT generate_series(…)`, in
 * chunks, so nothing crosses the wire per row: about a minute on either database. The same
 * hash of a row's number picks its author, owner, template and date, so every run builds the
 * same data set.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Database } from '../src/server/db/client.ts';
import { follows, posts, postTags, subsites, users } from '../src/server/db/schema/index.ts';
import { hashPassword, type PasswordHashing } from '../src/server/lib/passwords.ts';
import { recountPostCounters } from '../src/server/features/admin/counters.recount.ts';

export const LARGE_DATASET = { readers: 10_000, communities: 40, posts: 100_000, communityFollows: 3, readerFollows: 8 } as const;

/** Rows per statement: large enough to be fast, small enough to report progress and bound memory. */
const CHUNK = 10_000;
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Ids above every demo row, so generated rows never meet an id the demo already took. */
const ID_BASE = 1_000_000;

const MALE_NAMES = ['Александр', 'Дмитрий', 'Максим', 'Сергей', 'Андрей', 'Алексей', 'Артём', 'Илья', 'Кирилл', 'Михаил', 'Никита', 'Егор', 'Роман', 'Владимир', 'Павел'];
const FEMALE_NAMES = ['Анастасия', 'Мария', 'Анна', 'Виктория', 'Екатерина', 'Наталья', 'Марина', 'Полина', 'Дарья', 'Алина', 'Ксения', 'Ольга', 'Елена', 'Светлана', 'Татьяна'];
const SURNAMES = ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров', 'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семёнов', 'Егоров', 'Павлов', 'Козлов', 'Степанов', 'Николаев'];
const COMMUNITY_TOPICS = [
  'Велосипеды', 'Настольные игры', 'Аквариумы', 'Электроника', 'Садоводство', 'Шахматы', 'Философия', 'История', 'Архитектура', 'Джаз',
  'Фантастика', 'Комиксы', 'Аниме', 'Рыбалка', 'Горы', 'Кофе', 'Чай', 'Вино', 'Выпечка', 'Вегетарианство',
  'Йога', 'Плавание', 'Футбол', 'Хоккей', 'Автомобили', 'Мотоциклы', 'Авиация', 'Космос', 'Астрономия', 'Биология',
  'Химия', 'Математика', 'Лингвистика', 'Психология', 'Карьера', 'Фриланс', 'Стартапы', 'Недвижимость', 'Ремонт', 'Родители',
];

export interface LargeDatasetCounts {
  readers: number;
  communities: number;
  posts: number;
  follows: number;
  reactions: number;
  seconds: number;
}

/** Column names as Drizzle writes them (snake_case), for the INSERT lists below. */
function columns(...list: PgColumn[]): SQL {
  return sql.join(
    list.map((column) => sql.identifier(toSnakeCase(column.name))),
    sql`, `,
  );
}

function table(t: PgTable): SQL {
  return sql`${sql.identifier(getTableName(t))}`;
}

/** A stable pseudo-random integer in [0, modulo) for row `n` and stream `salt`. */
function pick(n: SQL, salt: number, modulo: number | SQL): SQL {
  return sql`((abs(hashint8(${n}::bigint * 7919 + ${sql.raw(String(salt))})) % ${modulo})::int)`;
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Builds the data set on a database that holds the demo content (its published posts are the
 * templates). Returns what it made; `log` hears progress.
 */
export async function generateLargeDataset(database: Database, hashing: PasswordHashing, log: (line: string) => void): Promise<LargeDatasetCounts> {
  const { db } = database;
  const started = Date.now();
  const n = sql`g`;

  // Readers: a blog (subsite) and an account sharing its id. One password hash serves all:
  // nobody signs in as them, and argon2 per row would take longer than the rest together.
  const passwordHash = await hashPassword('bench-reader-password', hashing);
  const female = sql`(${n} % 2 = 0)`;
  const readerName = sql`case when ${female}
      then (${textArray(FEMALE_NAMES)})[1 + ${pick(n, 1, FEMALE_NAMES.length)}] || ' ' || (${textArray(SURNAMES)})[1 + ${pick(n, 2, SURNAMES.length)}] || 'а'
      else (${textArray(MALE_NAMES)})[1 + ${pick(n, 1, MALE_NAMES.length)}] || ' ' || (${textArray(SURNAMES)})[1 + ${pick(n, 2, SURNAMES.length)}] end`;
  await db.execute(sql`
    insert into ${table(subsites)} (${columns(subsites.id, subsites.type, subsites.name, subsites.slug, subsites.description, subsites.createdAt)})
    overriding system value
    select ${ID_BASE} + g, 'user', ${readerName}, 'reader_' || lpad(g::text, 5, '0'), 'Читаю, иногда пишу.',
           now() - make_interval(secs => ${pick(n, 3, YEAR_SECONDS)})
    from generate_series(1, ${LARGE_DATASET.readers}) g`);
  await db.execute(sql`
    insert into ${table(users)} (${columns(users.id, users.email, users.passwordHash, users.emailVerifiedAt, users.createdAt)})
    select ${ID_BASE} + g, 'reader_' || lpad(g::text, 5, '0') || '@bench.pero.local', ${passwordHash}, now(), now()
    from generate_series(1, ${LARGE_DATASET.readers}) g`);
  log(`  ${LARGE_DATASET.readers} readers (${seconds(started)} s)`);

  const communityBase = ID_BASE + LARGE_DATASET.readers;
  await db.execute(sql`
    insert into ${table(subsites)} (${columns(subsites.id, subsites.type, subsites.name, subsites.slug, subsites.description, subsites.creatorId)})
    overriding system value
    select ${communityBase} + g, 'community', (${textArray(COMMUNITY_TOPICS)})[g], 'topic_' || lpad(g::text, 2, '0'),
           'Сообщество для тех, кому интересно: ' || lower((${textArray(COMMUNITY_TOPICS)})[g]) || '.', ${ID_BASE} + g
    from generate_series(1, ${LARGE_DATASET.communities}) g`);

  // Follows: each reader follows a few communities (demo ones included) and a few readers,
  // with the bell on, as following does.
  await db.execute(sql`
    insert into ${table(follows)} (${columns(follows.userId, follows.subsiteId, follows.bell, follows.createdAt)})
    select ${ID_BASE} + 1 + (g - 1) / ${LARGE_DATASET.communityFollows}, c.ids[1 + ${pick(n, 4, sql`cardinality(c.ids)`)}], true,
           now() - make_interval(secs => ${pick(n, 5, YEAR_SECONDS)})
    from generate_series(1, ${LARGE_DATASET.readers * LARGE_DATASET.communityFollows}) g,
         (select array_agg(id order by id) ids from ${subsites} where ${subsites.type} = 'community') c
    on conflict do nothing`);
  await db.execute(sql`
    insert into ${table(follows)} (${columns(follows.userId, follows.subsiteId, follows.bell, follows.createdAt)})
    select ${ID_BASE} + 1 + (g - 1) / ${LARGE_DATASET.readerFollows}, ${ID_BASE} + 1 + ${pick(n, 6, LARGE_DATASET.readers)}, true,
           now() - make_interval(secs => ${pick(n, 7, YEAR_SECONDS)})
    from generate_series(1, ${LARGE_DATASET.readers * LARGE_DATASET.readerFollows}) g
    where ${ID_BASE} + 1 + (g - 1) / ${LARGE_DATASET.readerFollows} <> ${ID_BASE} + 1 + ${pick(n, 6, LARGE_DATASET.readers)}
    on conflict do nothing`);
  // Only follows were added, so only subsites that have some need new counters.
  await db.execute(sql`
    update ${subsites} s set followers_count = f.followers, followings_count = f.followings
    from (select id, sum(followers)::int followers, sum(followings)::int followings
          from (select ${follows.subsiteId} id, 1 followers, 0 followings from ${follows}
                union all select ${follows.userId}, 0, 1 from ${follows}) each_follow
          group by id) f
    where s.id = f.id`);
  log(`  ${LARGE_DATASET.communities} communities and follows (${seconds(started)} s)`);

  // Posts: template = a demo post picked by the row's hash; 30% go to a community.
  const templates = sql`(select array_agg(id order by id) ids from ${posts} where ${posts.isPublish} and ${posts.deletedAt} is null and ${posts.replyId} is null and ${posts.id} < ${ID_BASE})`;
  const communities = sql`(select array_agg(id order by id) ids from ${subsites} where ${subsites.type} = 'community')`;
  const author = sql`${ID_BASE} + 1 + ${pick(n, 8, LARGE_DATASET.readers)}`;
  const published = sql`now() - make_interval(secs => ${pick(n, 9, YEAR_SECONDS)})`;
  // A long tail: most posts get a few reactions, a few get hundreds (a little over 5 per post on average).
  const share = (salt: number) => sql`(${pick(n, salt, 10_000)} / 10000.0)`;
  const reactions = sql`floor(power(${share(10)}, 4) * 27)::int`;
  // Views follow reactions; showings are about four per view, and repeats add a quarter.
  const uniqueViews = sql`(${reactions} * 20 + ${pick(n, 15, 300)})`;
  for (let from = 1; from <= LARGE_DATASET.posts; from += CHUNK) {
    const to = Math.min(from + CHUNK - 1, LARGE_DATASET.posts);
    await db.execute(sql`
      insert into ${table(posts)} (${columns(
        posts.id, posts.userId, posts.subsiteId, posts.slug, posts.title, posts.blocks, posts.excerpt, posts.isPublish, posts.publishedAt,
        posts.createdAt, posts.updatedAt, posts.reactionSum, posts.disreactionSum, posts.commentsCount, posts.bookmarksCount,
        posts.uniqueViewsCount, posts.uniqueShowingsCount, posts.views, posts.showings,
      )})
      overriding system value
      select ${ID_BASE} + g, ${author}, case when ${pick(n, 11, 10)} < 3 then c.ids[1 + ${pick(n, 12, sql`cardinality(c.ids)`)}] else ${author} end,
             t.slug, t.title, t.blocks, t.excerpt, true, ${published}, ${published}, ${published},
             ${reactions}, ${pick(n, 13, 3)}, floor(power(${share(14)}, 3) * 40)::int, ${reactions} / 5,
             ${uniqueViews}, ${uniqueViews} * 4, ${uniqueViews} * 5 / 4, ${uniqueViews} * 5
      from generate_series(${from}::int, ${to}::int) g
      cross join ${templates} tpl
      cross join ${communities} c
      join ${posts} t on t.id = tpl.ids[1 + ${pick(n, 16, sql`cardinality(tpl.ids)`)}]`);
    await db.execute(sql`
      insert into ${table(postTags)} (${columns(postTags.postId, postTags.tag)})
      select ${ID_BASE} + g, pt.tag
      from generate_series(${from}::int, ${to}::int) g
      cross join ${templates} tpl
      join ${postTags} pt on pt.post_id = tpl.ids[1 + ${pick(n, 16, sql`cardinality(tpl.ids)`)}]`);
    log(`  ${to} posts (${seconds(started)} s)`);
  }
  // The identity must continue above the rows given explicit ids.
  await db.execute(sql`select setval(pg_get_serial_sequence('posts', 'id'), (select max(id) from ${posts}))`);
  await db.execute(sql`select setval(pg_get_serial_sequence('subsites', 'id'), (select max(id) from ${subsites}))`);
  await recountPostCounters(db);
  await db.execute(sql`
    update ${subsites} s set rating = r.total
    from (select ${posts.userId} id, sum(${posts.reactionSum} - ${posts.disreactionSum}) total from ${posts} group by ${posts.userId}) r
    where s.id = r.id`);
  await afterLargeDataset(database);

  const [counts] = (
    await database.execute(`select
      (select count(*) from follows)::int follows,
      (select coalesce(sum(reaction_sum), 0)::int from posts) reactions`)
  ).rows as Array<{ follows: number; reactions: number }>;
  const result = { readers: LARGE_DATASET.readers, communities: LARGE_DATASET.communities, posts: LARGE_DATASET.posts, ...counts!, seconds: seconds(started) };
  log(`  done: ${result.posts} posts, ${result.follows} follows, ${result.reactions} stand-in reactions in ${result.seconds} s`);
  return result;
}

/**
 * Runs once the data set is in place and before the server starts: whatever derived state
 * the site keeps must be brought up to date here (a stored feed ranking refreshed by a job is
 * one: call its refresh from this function when it exists). Statistics are refreshed so the
 * first queries are planned on the real table sizes.
 */
export async function afterLargeDataset(database: Database): Promise<void> {
  await database.execute('analyze');
}

function seconds(since: number): number {
  return Math.round((Date.now() - since) / 100) / 10;
}
