/**
 * What the reader has to do with the things on a page: their reactions, bookmarks, follows,
 * ignores and hidden posts, loaded in one batch per kind for all the page's items. Every
 * slot exists and is typed now; a slot whose feature has not landed stays empty and costs
 * no query. Guests get empty state without touching the database.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { follows } from '../db/schema/index.ts';

export type ReactionValue = 1 | -1;

export interface Follow {
  /** Asked for a notification on each new post. */
  bell: boolean;
}

export interface ViewerState {
  /** The viewer's reaction, by post id (reactions, P5). */
  reactions: ReadonlyMap<number, ReactionValue>;
  /** Posts the viewer bookmarked (bookmarks, P5). */
  bookmarks: ReadonlySet<number>;
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
  subsiteIds?: readonly number[];
}

const NOTHING: ViewerState = { reactions: new Map(), bookmarks: new Set(), follows: new Map(), ignores: new Set(), hiddenPosts: new Set() };

async function loadFollows(db: Db, viewerId: number, subsiteIds: readonly number[]): Promise<Map<number, Follow>> {
  if (subsiteIds.length === 0) return new Map();
  const rows = await db
    .select({ subsiteId: follows.subsiteId, bell: follows.bell })
    .from(follows)
    .where(and(eq(follows.userId, viewerId), sql`${follows.subsiteId} = any(${sql.param([...new Set(subsiteIds)])}::int[])`));
  return new Map(rows.map((row) => [row.subsiteId, { bell: row.bell }]));
}

export async function loadViewerState(db: Db, viewerId: number | null, { subsiteIds = [] }: ViewerSubjects): Promise<ViewerState> {
  if (viewerId === null) return NOTHING;
  return { ...NOTHING, follows: await loadFollows(db, viewerId, subsiteIds) };
}
