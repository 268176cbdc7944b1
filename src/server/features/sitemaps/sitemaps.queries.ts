// What the sitemaps list, read a file at a time: no request reads every post. The index reads the months'
// counts (sitemap_months) and two counts of small tables; a month's file reads that month's posts alone.
import { and, asc, count, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client.ts';
import { posts, sitemapMonths, staticPages, subsites, tagCounts } from '../../db/schema/index.ts';

/** A part of a list cut into sitemap files: `part` counts from 1. */
export interface FilePart {
  part: number;
  limit: number;
}

const offsetOf = ({ part, limit }: FilePart) => (part - 1) * limit;

const isLive = sql`${posts.isPublish} and ${posts.deletedAt} is null`;

/** A post's month in UTC, whatever the session's time zone. */
const monthOfPost = sql`date_trunc('month', ${posts.publishedAt} at time zone 'UTC')`;

/** Published within the month (`YYYY-MM-01`), in UTC. */
function inMonth(month: string) {
  const start = sql`(${month}::date)::timestamp at time zone 'UTC'`;
  return sql`${posts.publishedAt} >= ${start} and ${posts.publishedAt} < ${start} + interval '1 month'`;
}

/** Recounts the post's month (as published, whatever the post is now). */
export async function recountMonthOf(db: Db, postId: number): Promise<void> {
  const [post] = await db
    .select({ month: sql<string>`to_char(${monthOfPost}, 'YYYY-MM-DD')` })
    .from(posts)
    .where(and(eq(posts.id, postId), isNotNull(posts.publishedAt)));
  if (post) await recountMonth(db, post.month);
}

/** One month's count walks its stretch of the published-posts index; the month's posts all changed "now" as far as its sitemap knows. */
async function recountMonth(db: Db, month: string): Promise<void> {
  await db.execute(sql`
    insert into ${sitemapMonths} (month, posts, lastmod)
    select ${month}::date, count(*), now() from ${posts}
    where ${isLive} and ${inMonth(month)}
    on conflict (month) do update set posts = excluded.posts, lastmod = excluded.lastmod`);
}

/** Every month afresh, after posts were written around the commands (the demo, an import); answers how many months it fixed. */
export async function recountAllMonths(db: Db): Promise<number> {
  const [row] = await queryRows<{ fixed: number }>(
    db,
    sql`with counted as (
          select ${monthOfPost}::date as month, count(*)::int as posts, max(${posts.updatedAt}) as lastmod
          from ${posts} where ${isLive} group by 1
        ),
        gone as (delete from ${sitemapMonths} where month not in (select month from counted) returning month),
        fixed as (
          insert into ${sitemapMonths} (month, posts, lastmod) select month, posts, lastmod from counted
          on conflict (month) do update set posts = excluded.posts, lastmod = greatest(${sitemapMonths.lastmod}, excluded.lastmod)
          where ${sitemapMonths.posts} <> excluded.posts
          returning month
        )
        select ((select count(*) from gone) + (select count(*) from fixed))::int as fixed`,
  );
  return row?.fixed ?? 0;
}

export interface MonthEntry {
  month: string;
  posts: number;
  lastmod: Date;
}

export function monthsWithPosts(db: Db): Promise<MonthEntry[]> {
  return db.select().from(sitemapMonths).where(gt(sitemapMonths.posts, 0)).orderBy(asc(sitemapMonths.month));
}

export async function monthEntry(db: Db, month: string): Promise<MonthEntry | undefined> {
  const [row] = await db.select().from(sitemapMonths).where(eq(sitemapMonths.month, month));
  return row;
}

export interface PostLocation {
  id: number;
  slug: string;
  ownerSlug: string;
  updatedAt: Date;
}

/** A month's posts a guest can open: their author's and community's pages live. */
export function monthPosts(db: Db, month: string, file: FilePart): Promise<PostLocation[]> {
  const owner = alias(subsites, 'owner');
  const author = alias(subsites, 'author');
  return db
    .select({ id: posts.id, slug: posts.slug, ownerSlug: owner.slug, updatedAt: posts.updatedAt })
    .from(posts)
    .innerJoin(owner, and(eq(owner.id, posts.subsiteId), isNull(owner.deletedAt)))
    .innerJoin(author, and(eq(author.id, posts.userId), isNull(author.deletedAt)))
    .where(and(isLive, inMonth(month)))
    .orderBy(asc(posts.publishedAt), asc(posts.id))
    .offset(offsetOf(file))
    .limit(file.limit);
}

const hasTagPosts = gt(tagCounts.postsCount, 0);

export async function tagTotal(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(tagCounts).where(hasTagPosts);
  return row?.total ?? 0;
}

export async function tagsPart(db: Db, file: FilePart): Promise<string[]> {
  const rows = await db.select({ tag: tagCounts.tag }).from(tagCounts).where(hasTagPosts).orderBy(asc(tagCounts.tag)).offset(offsetOf(file)).limit(file.limit);
  return rows.map((row) => row.tag);
}

export type SubsiteKind = 'blogs' | 'communities';

/** A blog is listed once it has a post; a community is listed from its start, its page says what it is about. */
function subsitesOf(kind: SubsiteKind) {
  const live = isNull(subsites.deletedAt);
  return kind === 'blogs' ? and(live, eq(subsites.type, 'user'), gt(subsites.postsCount, 0)) : and(live, ne(subsites.type, 'user'));
}

export async function subsiteTotal(db: Db, kind: SubsiteKind): Promise<number> {
  const [row] = await db.select({ total: count() }).from(subsites).where(subsitesOf(kind));
  return row?.total ?? 0;
}

export async function subsitesPart(db: Db, kind: SubsiteKind, file: FilePart): Promise<string[]> {
  const rows = await db.select({ slug: subsites.slug }).from(subsites).where(subsitesOf(kind)).orderBy(asc(subsites.id)).offset(offsetOf(file)).limit(file.limit);
  return rows.map((row) => row.slug);
}

export function staticPageList(db: Db): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db.select({ slug: staticPages.slug, updatedAt: staticPages.updatedAt }).from(staticPages).orderBy(asc(staticPages.sortOrder), asc(staticPages.id));
}
