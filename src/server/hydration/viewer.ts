/**
 * What the reader has to do with the things on a page: their reactions, bookmarks, follows,
 * ignores and hidden posts, loaded in one batch per kind for all the page's items. Every
 * slot exists and is typed now; a slot whose feature has not landed stays empty and costs
 * no query. Guests get empty state without touching the database.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bookmarks, follows, itemReactions } from '../db/schema/index.ts';
import type { BookmarkTargetType } from '../../shared/dto/bookmark.ts';
import type { LikeValue, ReactionTargetType } from '../../shared/dto/reaction.ts';

export interface Follow {
  /** Asked for a notification on each new post. */
  bell: boolean;
}

/** What the viewer gave one item: a like or dislike, a rich reaction, or both. */
export interface Given {
  value: LikeValue | null;
  reactionId: number | null;
}

export interface ViewerState {
  /** What the viewer gave each post or comment, by itemKey(type, id): read it through givenTo. */
  given: ReadonlyMap<string, Given>;
  /** What the viewer bookmarked, by itemKey(type, id): read it through isBookmarked. */
  bookmarks: ReadonlySet<string>;
  /** Subsites the viewer follows, by subsite id. */
  follows: ReadonlyMap<number, Follow>;
  /** Authors and communities the viewer ignores (P10): their posts leave the viewer's lists. */
  ignores: ReadonlySet<number>;
  /** Posts the viewer hid from their lists (P7). */
  hiddenPosts: ReadonlySet<number>;
}

/** The things on a page the viewer's state is asked about. */
export interface ViewerSubjects {
  postIds?: readonly number[];
  commentIds?: readonly number[];
  subsiteIds?: readonly number[];
}

const NOTHING: ViewerState = { given: new Map(), bookmarks: new Set(), follows: new Map(), ignores: new Set(), hiddenPosts: new Set() };

/** A post or comment named by type and id, as likes and bookmarks name their items. */
const itemKey = (type: string, id: number) => `${type}:${id}`;

const NOT_GIVEN: Given = { value: null, reactionId: null };

export function givenTo(viewer: ViewerState, type: ReactionTargetType, id: number): Given {
  return viewer.given.get(itemKey(type, id)) ?? NOT_GIVEN;
}

export function isBookmarked(viewer: ViewerState, type: BookmarkTargetType, id: number): boolean {
  return viewer.bookmarks.has(itemKey(type, id));
}

const anyOf = (ids: readonly number[]) => sql.param([...new Set(ids)]);

async function loadFollows(db: Db, viewerId: number, subsiteIds: readonly number[]): Promise<Map<number, Follow>> {
  if (subsiteIds.length === 0) return new Map();
  const rows = await db
    .select({ subsiteId: follows.subsiteId, bell: follows.bell })
    .from(follows)
    .where(and(eq(follows.userId, viewerId), sql`${follows.subsiteId} = any(${anyOf(subsiteIds)}::int[])`));
  return new Map(rows.map((row) => [row.subsiteId, { bell: row.bell }]));
}

/** The rows of a member's items of several types: `(type = 'post' and id = any(…)) or …`; undefined when there are none. */
function ofItems(type: PgColumn, id: PgColumn, items: Partial<Record<string, readonly number[]>>) {
  const byType = Object.entries(items).flatMap(([name, ids = []]) => (ids.length > 0 ? [and(eq(type, name), sql`${id} = any(${anyOf(ids)}::int[])`)!] : []));
  return byType.length > 0 ? or(...byType) : undefined;
}

/** Likes and rich reactions of every type in one query. */
async function loadGiven(db: Db, viewerId: number, items: Partial<Record<ReactionTargetType, readonly number[]>>): Promise<Map<string, Given>> {
  const wanted = ofItems(itemReactions.targetType, itemReactions.targetId, items);
  if (!wanted) return new Map();
  const rows = await db
    .select({ type: itemReactions.targetType, id: itemReactions.targetId, value: itemReactions.value, reactionId: itemReactions.reactionId })
    .from(itemReactions)
    .where(and(eq(itemReactions.userId, viewerId), wanted));
  return new Map(rows.map((row) => [itemKey(row.type, row.id), { value: row.value as LikeValue | null, reactionId: row.reactionId }]));
}

/** Bookmarks of every type in one query. */
async function loadBookmarks(db: Db, viewerId: number, items: Partial<Record<BookmarkTargetType, readonly number[]>>): Promise<Set<string>> {
  const wanted = ofItems(bookmarks.targetType, bookmarks.targetId, items);
  if (!wanted) return new Set();
  const rows = await db
    .select({ type: bookmarks.targetType, id: bookmarks.targetId })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, viewerId), wanted));
  return new Set(rows.map((row) => itemKey(row.type, row.id)));
}

export async function loadViewerState(db: Db, viewerId: number | null, { postIds = [], commentIds = [], subsiteIds = [] }: ViewerSubjects): Promise<ViewerState> {
  if (viewerId === null) return NOTHING;
  const [given, followed, bookmarked] = await Promise.all([
    loadGiven(db, viewerId, { post: postIds, comment: commentIds }),
    loadFollows(db, viewerId, subsiteIds),
    loadBookmarks(db, viewerId, { post: postIds }),
  ]);
  return { ...NOTHING, given, follows: followed, bookmarks: bookmarked };
}
