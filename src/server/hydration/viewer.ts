/**
 * The reader's own state for all of a page's items in one statement (docs/adr/0023-read-pipeline.md);
 * guests, and pages with nothing to ask about, get an empty state without touching the database.
 */
import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blockedKeywords, bookmarks, communityBans, follows, hiddenPosts, ignoredSubsites, itemReactions, pollVotes, postReads } from '../db/schema/index.ts';
import { perDatabase } from '../db/prepared.ts';
import type { BookmarkTargetType } from '../../shared/dto/bookmark.ts';
import type { LikeValue, ReactionTargetType } from '../../shared/dto/reaction.ts';
import type { FollowState, IgnoreState } from '../../shared/dto/subsite.ts';

export interface Follow {
  /** Notified of each new post. */
  bell: boolean;
  /** Pinned at the top of the viewer's sidebar. */
  favorite: boolean;
}

export interface Given {
  value: LikeValue | null;
  reactionId: number | null;
}

export interface ViewerState {
  /** By itemKey(type, id): read it through givenTo. */
  given: ReadonlyMap<string, Given>;
  /** By itemKey(type, id): read it through isBookmarked. */
  bookmarks: ReadonlySet<string>;
  follows: ReadonlyMap<number, Follow>;
  /** Their posts leave the viewer's lists, their comments show hidden. */
  ignores: ReadonlySet<number>;
  hiddenPosts: ReadonlySet<number>;
  /** When the viewer's visit before the current one ended, by post id. */
  previousVisits: ReadonlyMap<number, Date>;
  /** Read whenever posts or comments are asked about: matching posts leave lists, matching comments show hidden. */
  blockedKeywords: readonly string[];
  /** Only bans in force, by subsite id; the comment form gives way to one. */
  bans: ReadonlyMap<number, CommunityBan>;
  /** The options the viewer chose, by poll id, in the posts asked about. */
  votes: ReadonlyMap<number, readonly string[]>;
}

export interface CommunityBan {
  reason: string;
  /** Null: for ever. */
  until: Date | null;
}

export interface ViewerSubjects {
  postIds?: readonly number[];
  commentIds?: readonly number[];
  subsiteIds?: readonly number[];
  /** Posts whose comments are shown: the previous visit marks the comments new to the viewer. */
  visitedPostIds?: readonly number[];
  /** The posts' owners, where a ban on the viewer changes the page (the post page's comment form). */
  communityIds?: readonly number[];
}

const NOTHING: ViewerState = { given: new Map(), bookmarks: new Set(), follows: new Map(), ignores: new Set(), hiddenPosts: new Set(), previousVisits: new Map(), blockedKeywords: [], bans: new Map(), votes: new Map() };

const itemKey = (type: string, id: number) => `${type}:${id}`;

export const NOT_GIVEN: Given = { value: null, reactionId: null };

export function givenTo(viewer: ViewerState, type: ReactionTargetType, id: number): Given {
  return viewer.given.get(itemKey(type, id)) ?? NOT_GIVEN;
}

export function relationTo(viewer: ViewerState, subsiteId: number): FollowState & IgnoreState {
  const follow = viewer.follows.get(subsiteId);
  return { is_follow: follow !== undefined, is_notify: follow?.bell ?? false, is_ignore: viewer.ignores.has(subsiteId) };
}

export function isBookmarked(viewer: ViewerState, type: BookmarkTargetType, id: number): boolean {
  return viewer.bookmarks.has(itemKey(type, id));
}

/**
 * One statement, one `union all` branch per kind: on the embedded database each statement is a
 * trip to its thread and a fixed cost there whatever it reads. Unused columns of a kind are null.
 */
const viewerRows = perDatabase((db) => {
  const viewer = sql.placeholder('viewerId');
  const postIds = sql`${sql.placeholder('postIds')}::int[]`;
  const commentIds = sql`${sql.placeholder('commentIds')}::int[]`;
  const subsiteIds = sql`${sql.placeholder('subsiteIds')}::int[]`;
  const visitedPostIds = sql`${sql.placeholder('visitedPostIds')}::int[]`;
  const communityIds = sql`${sql.placeholder('communityIds')}::int[]`;
  // One branch per target type, so each reads the key (member, type, id) for the page's ids
  // alone: with an OR of the two the planner read every reaction the member ever gave.
  const reactionsTo = (type: 'post' | 'comment', ids: SQL) =>
    db
      .select({
        kind: sql<'given' | 'bookmark' | 'follow' | 'ignore' | 'hidden' | 'visit' | 'keyword' | 'ban' | 'vote'>`'given'`.as('kind'),
        type: itemReactions.targetType,
        id: itemReactions.targetId,
        value: itemReactions.value,
        reactionId: itemReactions.reactionId,
        bell: sql<boolean | null>`null::boolean`.as('bell'),
        favorite: sql<boolean | null>`null::boolean`.as('favorite'),
        at: sql<Date | string | null>`null::timestamptz`.as('at'),
      })
      .from(itemReactions)
      .where(and(eq(itemReactions.userId, viewer), eq(itemReactions.targetType, type), sql`${itemReactions.targetId} = any(${ids})`));
  const bookmarked = db
    .select({
      kind: sql<'bookmark'>`'bookmark'`,
      type: bookmarks.targetType,
      id: bookmarks.targetId,
      value: sql<number | null>`null::smallint`,
      reactionId: sql<number | null>`null::int`,
      bell: sql<boolean | null>`null::boolean`,
      favorite: sql<boolean | null>`null::boolean`,
      at: sql<Date | string | null>`null::timestamptz`,
    })
    .from(bookmarks)
    .where(
      and(
        eq(bookmarks.userId, viewer),
        or(
          and(eq(bookmarks.targetType, 'post'), sql`${bookmarks.targetId} = any(${postIds})`),
          and(eq(bookmarks.targetType, 'comment'), sql`${bookmarks.targetId} = any(${commentIds})`),
        ),
      ),
    );
  const followed = db
    .select({
      kind: sql<'follow'>`'follow'`,
      type: sql<string>`'subsite'`,
      id: follows.subsiteId,
      value: sql<number | null>`null::smallint`,
      reactionId: sql<number | null>`null::int`,
      bell: follows.bell,
      favorite: follows.favorite,
      at: sql<Date | string | null>`null::timestamptz`,
    })
    .from(follows)
    .where(and(eq(follows.userId, viewer), sql`${follows.subsiteId} = any(${subsiteIds})`));
  const ignored = db
    .select({
      kind: sql<'ignore'>`'ignore'`,
      type: sql<string>`'subsite'`,
      id: ignoredSubsites.subsiteId,
      value: sql<number | null>`null::smallint`,
      reactionId: sql<number | null>`null::int`,
      bell: sql<boolean | null>`null::boolean`,
      favorite: sql<boolean | null>`null::boolean`,
      at: sql<Date | string | null>`null::timestamptz`,
    })
    .from(ignoredSubsites)
    .where(and(eq(ignoredSubsites.userId, viewer), sql`${ignoredSubsites.subsiteId} = any(${subsiteIds})`));
  const hidden = db
    .select({
      kind: sql<'hidden'>`'hidden'`,
      type: sql<string>`'post'`,
      id: hiddenPosts.postId,
      value: sql<number | null>`null::smallint`,
      reactionId: sql<number | null>`null::int`,
      bell: sql<boolean | null>`null::boolean`,
      favorite: sql<boolean | null>`null::boolean`,
      at: sql<Date | string | null>`null::timestamptz`,
    })
    .from(hiddenPosts)
    .where(and(eq(hiddenPosts.userId, viewer), sql`${hiddenPosts.postId} = any(${postIds})`));
  const visited = db
    .select({
      kind: sql<'visit'>`'visit'`,
      type: sql<string>`'post'`,
      id: postReads.postId,
      value: sql<number | null>`null::smallint`,
      reactionId: sql<number | null>`null::int`,
      bell: sql<boolean | null>`null::boolean`,
      favorite: sql<boolean | null>`null::boolean`,
      at: sql<Date | string | null>`${postReads.previousVisitAt}`,
    })
    .from(postReads)
    .where(and(eq(postReads.userId, viewer), sql`${postReads.postId} = any(${visitedPostIds})`, isNotNull(postReads.previousVisitAt)));
  // The keyword itself rides in `type`; only pages with posts or comments need the list.
  const keywords = db
    .select({
      kind: sql<'keyword'>`'keyword'`,
      type: blockedKeywords.keyword,
      id: sql<number>`0`,
      value: sql<number | null>`null::smallint`,
      reactionId: sql<number | null>`null::int`,
      bell: sql<boolean | null>`null::boolean`,
      favorite: sql<boolean | null>`null::boolean`,
      at: sql<Date | string | null>`null::timestamptz`,
    })
    .from(blockedKeywords)
    .where(and(eq(blockedKeywords.userId, viewer), sql`cardinality(${postIds}) + cardinality(${commentIds}) > 0`));
  // A ban's reason rides in `type` and its end in `at`; a ban past its end is no ban.
  const banned = db
    .select({
      kind: sql<'ban'>`'ban'`,
      type: communityBans.reason,
      id: communityBans.subsiteId,
      value: sql<number | null>`null::smallint`,
      reactionId: sql<number | null>`null::int`,
      bell: sql<boolean | null>`null::boolean`,
      favorite: sql<boolean | null>`null::boolean`,
      at: sql<Date | string | null>`${communityBans.until}`,
    })
    .from(communityBans)
    .where(
      and(
        eq(communityBans.userId, viewer),
        sql`${communityBans.subsiteId} = any(${communityIds})`,
        sql`(${communityBans.until} is null or ${communityBans.until} > now())`,
      ),
    );
  // The option rides in `type`, the poll in `id`.
  const voted = db
    .select({
      kind: sql<'vote'>`'vote'`,
      type: pollVotes.optionId,
      id: pollVotes.pollId,
      value: sql<number | null>`null::smallint`,
      reactionId: sql<number | null>`null::int`,
      bell: sql<boolean | null>`null::boolean`,
      favorite: sql<boolean | null>`null::boolean`,
      at: sql<Date | string | null>`null::timestamptz`,
    })
    .from(pollVotes)
    .where(and(eq(pollVotes.userId, viewer), sql`${pollVotes.postId} = any(${postIds})`));
  return reactionsTo('post', postIds)
    .unionAll(reactionsTo('comment', commentIds))
    .unionAll(bookmarked)
    .unionAll(followed)
    .unionAll(ignored)
    .unionAll(hidden)
    .unionAll(visited)
    .unionAll(keywords)
    .unionAll(banned)
    .unionAll(voted)
    .prepare('viewer_state');
});

type ViewerRow = Awaited<ReturnType<ReturnType<typeof viewerRows>['execute']>>[number];

function collect(rows: readonly ViewerRow[]): ViewerState {
  const given = new Map<string, Given>();
  const bookmarked = new Set<string>();
  const followed = new Map<number, Follow>();
  const ignores = new Set<number>();
  const hiddenPosts = new Set<number>();
  const previousVisits = new Map<number, Date>();
  const keywords: string[] = [];
  const bans = new Map<number, CommunityBan>();
  const votes = new Map<number, string[]>();
  for (const row of rows) {
    switch (row.kind) {
      case 'given':
        given.set(itemKey(row.type, row.id), { value: row.value as LikeValue | null, reactionId: row.reactionId });
        break;
      case 'bookmark':
        bookmarked.add(itemKey(row.type, row.id));
        break;
      case 'follow':
        followed.set(row.id, { bell: row.bell === true, favorite: row.favorite === true });
        break;
      case 'ignore':
        ignores.add(row.id);
        break;
      case 'hidden':
        hiddenPosts.add(row.id);
        break;
      case 'visit':
        // A raw timestamp in a union: one driver gives a Date, another the text.
        previousVisits.set(row.id, new Date(row.at!));
        break;
      case 'keyword':
        keywords.push(row.type);
        break;
      case 'ban':
        bans.set(row.id, { reason: row.type, until: row.at === null ? null : new Date(row.at) });
        break;
      case 'vote':
        votes.set(row.id, [...(votes.get(row.id) ?? []), row.type]);
        break;
    }
  }
  return { given, bookmarks: bookmarked, follows: followed, ignores, hiddenPosts, previousVisits, blockedKeywords: keywords, bans, votes };
}

const distinct = (ids: readonly number[]) => [...new Set(ids)];

function mergedSubjects(all: readonly ViewerSubjects[]): ViewerSubjects {
  const joined = (pick: (subjects: ViewerSubjects) => readonly number[] | undefined) => all.flatMap((subjects) => pick(subjects) ?? []);
  return {
    postIds: joined((s) => s.postIds),
    commentIds: joined((s) => s.commentIds),
    subsiteIds: joined((s) => s.subsiteIds),
    visitedPostIds: joined((s) => s.visitedPostIds),
    communityIds: joined((s) => s.communityIds),
  };
}

/**
 * The reader's state for one request: the lists of a page (a feed and the news beside it) ask for
 * it in turn, and what they ask while the request's promise work runs goes to the database as one
 * statement. Each gets the state of every subject asked for, a superset of its own.
 */
export function viewerStateOfRequest(db: Db, viewerId: number | null): (subjects: ViewerSubjects) => Promise<ViewerState> {
  let batch: { asked: ViewerSubjects[]; state: Promise<ViewerState> } | null = null;
  return (subjects) => {
    if (viewerId === null) return Promise.resolve(NOTHING);
    if (batch) {
      batch.asked.push(subjects);
      return batch.state;
    }
    const asked = [subjects];
    // nextTick runs once the promise work under way has run: every list that reaches this without waiting on I/O joins.
    const state = new Promise<void>((resolve) => process.nextTick(resolve)).then(() => {
      batch = null;
      return loadViewerState(db, viewerId, mergedSubjects(asked));
    });
    batch = { asked, state };
    return state;
  };
}

export async function loadViewerState(db: Db, viewerId: number | null, { postIds = [], commentIds = [], subsiteIds = [], visitedPostIds = [], communityIds = [] }: ViewerSubjects): Promise<ViewerState> {
  if (viewerId === null || postIds.length + commentIds.length + subsiteIds.length + visitedPostIds.length + communityIds.length === 0) return NOTHING;
  const rows = await viewerRows(db).execute({
    viewerId,
    postIds: distinct(postIds),
    commentIds: distinct(commentIds),
    subsiteIds: distinct(subsiteIds),
    visitedPostIds: distinct(visitedPostIds),
    communityIds: distinct(communityIds),
  });
  return collect(rows);
}
