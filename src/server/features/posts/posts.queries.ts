/**
 * Reads of the posts feature: single posts, the paged lists (tag, replies, drafts), tag
 * suggestions and the communities an author may post into. Lists return rows; hydration
 * turns them into PostDtos with a fixed number of queries.
 */
import { and, desc, eq, exists, ilike, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts, postTags, subsites } from '../../db/schema/index.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { presentSubsiteCard } from '../../hydration/subsites.ts';
import { offsetOf, type PageRequest } from '../../lib/paginator.ts';
import type { PostRow } from './posts.presenter.ts';

export const POSTS_PER_PAGE = 20;

/** A post that is not deleted, whoever may see it (the caller applies the policy). */
export async function findLivePost(db: Db, id: number): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
    .limit(1);
  return row;
}

const isPublished = and(eq(posts.isPublish, true), isNull(posts.deletedAt))!;
const newestPublished = [desc(posts.publishedAt), desc(posts.id)];

export interface PostPage {
  rows: PostRow[];
  total: number;
}

async function pagedPosts(db: Db, where: SQL, orderBy: SQL[], page: PageRequest): Promise<PostPage> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.perPage)
      .offset(offsetOf(page)),
    db.select({ total: sql<number>`count(*)::int` }).from(posts).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Published posts carrying a tag, newest first. */
export function taggedPosts(db: Db, tag: string, page: PageRequest): Promise<PostPage> {
  const tagged = exists(
    db
      .select({ one: sql`1` })
      .from(postTags)
      .where(and(eq(postTags.postId, posts.id), eq(postTags.tag, tag))),
  );
  return pagedPosts(db, and(isPublished, tagged)!, newestPublished, page);
}

/** Published replies to a post, newest first. */
export function repliesTo(db: Db, postId: number, page: PageRequest): Promise<PostPage> {
  return pagedPosts(db, and(isPublished, eq(posts.replyId, postId))!, newestPublished, page);
}

/** An author's drafts, the most recently edited first. */
export function draftsOf(db: Db, userId: number, page: PageRequest): Promise<PostPage> {
  const where = and(eq(posts.userId, userId), not(posts.isPublish), isNull(posts.deletedAt))!;
  return pagedPosts(db, where, [desc(posts.updatedAt), desc(posts.id)], page);
}

/** `%` and `_` typed by a person are letters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Tags of published posts starting with `prefix`, the most used first. */
export async function searchTags(db: Db, prefix: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ tag: postTags.tag })
    .from(postTags)
    .innerJoin(posts, eq(posts.id, postTags.postId))
    .where(and(sql`${postTags.tag} like ${escapeLike(prefix) + '%'}`, isPublished))
    .groupBy(postTags.tag)
    .orderBy(desc(sql`count(*)`), postTags.tag)
    .limit(limit);
  return rows.map((row) => row.tag);
}

/** What posts.policy's canPostInto needs to know about a would-be owner. */
export async function findCommunityFacts(db: Db, id: number) {
  const [row] = await db
    .select({ id: subsites.id, type: subsites.type, slug: subsites.slug, creatorId: subsites.creatorId, whoCanPost: subsites.whoCanPost, deletedAt: subsites.deletedAt })
    .from(subsites)
    .where(eq(subsites.id, id))
    .limit(1);
  return row;
}

/**
 * Communities the user may post into, the most followed first, optionally filtered by
 * name. The condition is posts.policy's canPostInto written in SQL (so the list can be
 * paged): anyone when whoCanPost has 'user', the creator when it names a managing role.
 */
export async function postableCommunities(db: Db, userId: number, query: string, page: PageRequest): Promise<{ cards: SubsiteCard[]; hasMore: boolean }> {
  const mayPost = or(
    sql`${subsites.whoCanPost} @> '["user"]'::jsonb`,
    and(eq(subsites.creatorId, userId), sql`${subsites.whoCanPost} ?| array['admin', 'moder', 'editor']`),
  );
  const conditions = [eq(subsites.type, 'community'), isNull(subsites.deletedAt), mayPost];
  if (query) conditions.push(ilike(subsites.name, `%${escapeLike(query)}%`));
  const rows = await db
    .select({ id: subsites.id, type: subsites.type, name: subsites.name, slug: subsites.slug, avatar: subsites.avatar, isOfficial: subsites.isOfficial })
    .from(subsites)
    .where(and(...conditions))
    .orderBy(desc(subsites.followersCount), subsites.id)
    // One row more than asked tells whether there is a next page without counting.
    .limit(page.perPage + 1)
    .offset(offsetOf(page));
  return { cards: rows.slice(0, page.perPage).map(presentSubsiteCard), hasMore: rows.length > page.perPage };
}
