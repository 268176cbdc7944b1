import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts, subsites, type PostRow } from '../../db/schema/index.ts';
import { anyOfIds, perDatabase } from '../../db/prepared.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { postPath } from '../../../shared/slugs.ts';
import type { ParentReply } from '../../../shared/dto/post.ts';
import { loadReactionSet, type ReactionSet } from '../reactions/index.ts';
import { loadSubsiteCards } from '../../hydration/subsites.ts';
import { pollsOfPost, type SharedPoll } from '../../hydration/polls.ts';

export interface PostCounters {
  replies: number;
  comments: number;
  bookmarks: number;
  reactionSum: number;
  disreactionSum: number;
  reactionCounts: Record<string, number>;
  reactionCount: number;
  uniqueViews: number;
  uniqueShowings: number;
  views: number;
  showings: number;
}

/** What every reader shares of a set of posts; the reader's own state is loaded apart (hydration/viewer.ts). */
export interface PostsHydration {
  /** Deleted and unpublished ones included: the rules decide what is shown. */
  posts: ReadonlyMap<number, PostRow>;
  /** A deleted subsite is absent. */
  subsites: ReadonlyMap<number, SubsiteCard>;
  /** Published, live posts replied to, by id. */
  parents: ReadonlyMap<number, ParentReply>;
  /** Stored columns only: views reach them when the views buffer is flushed, seconds behind. */
  counters: ReadonlyMap<number, PostCounters>;
  /** By post id; a post without polls is absent. */
  polls: ReadonlyMap<number, SharedPoll[]>;
  reactionSet: ReactionSet;
}

const postsByIds = perDatabase((db) =>
  db
    .select({ ...getTableColumns(posts), polls: pollsOfPost })
    .from(posts)
    .where(anyOfIds(posts.id))
    .prepare('hydrate_posts'),
);

const parentsByIds = perDatabase((db) =>
  db
    .select({ id: posts.id, slug: posts.slug, title: posts.title, ownerSlug: subsites.slug })
    .from(posts)
    .innerJoin(subsites, eq(subsites.id, posts.subsiteId))
    .where(and(anyOfIds(posts.id), eq(posts.isPublish, true), isNull(posts.deletedAt)))
    .prepare('hydrate_parent_replies'),
);

async function loadPosts(db: Db, ids: readonly number[]): Promise<Array<PostRow & { polls: SharedPoll[] }>> {
  return ids.length === 0 ? [] : postsByIds(db).execute({ ids: [...new Set(ids)] });
}

async function loadParentReplies(db: Db, ids: readonly number[]): Promise<Map<number, ParentReply>> {
  if (ids.length === 0) return new Map();
  const rows = await parentsByIds(db).execute({ ids: [...new Set(ids)] });
  return new Map(rows.map((row) => [row.id, { id: row.id, title: row.title, url: postPath(row.ownerSlug, row.id, row.slug) }]));
}

function countersOf(rows: Iterable<PostRow>): Map<number, PostCounters> {
  const counters = new Map<number, PostCounters>();
  for (const row of rows) {
    counters.set(row.id, {
      replies: row.repliesCount,
      comments: row.commentsCount,
      bookmarks: row.bookmarksCount,
      reactionSum: row.reactionSum,
      disreactionSum: row.disreactionSum,
      reactionCounts: row.reactionCounts,
      reactionCount: row.reactionCount,
      uniqueViews: row.uniqueViewsCount,
      uniqueShowings: row.uniqueShowingsCount,
      views: row.views,
      showings: row.showings,
    });
  }
  return counters;
}

export async function hydratePosts(db: Db, ids: readonly number[]): Promise<PostsHydration> {
  const loaded = await loadPosts(db, ids);
  const rows = loaded.map(({ polls: _, ...row }) => row);
  const [cards, parents, reactionSet] = await Promise.all([
    loadSubsiteCards(
      db,
      rows.flatMap((row) => [row.userId, row.subsiteId]),
    ),
    loadParentReplies(
      db,
      rows.flatMap((row) => (row.replyId === null ? [] : [row.replyId])),
    ),
    loadReactionSet(db),
  ]);
  const polls = new Map(loaded.flatMap((row) => (row.polls.length > 0 ? [[row.id, row.polls] as const] : [])));
  return { posts: new Map(rows.map((row) => [row.id, row])), subsites: cards, parents, counters: countersOf(rows), polls, reactionSet };
}

/** The account menu's counter and the drafts list's total; the drafts index serves it. */
export async function countDrafts(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.isPublish, false), isNull(posts.deletedAt)));
  return row?.count ?? 0;
}
