import { and, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { chatMembers, communityMembers, posts, subsites } from '../../db/schema/index.ts';
import { shownPersonalIcon, type CardRow } from '../../hydration/subsites.ts';
import type { FollowingItem, SubsiteCard } from '../../../shared/dto/subsite.ts';
import { CHAT_LIMITS } from '../../../shared/dto/chat.ts';
import { followedTopicsQuery, presentFollowedTopic } from '../follows/index.ts';
import { counterColumns } from '../notifications/index.ts';

/** A bound keeps every page's props small; 'Show all' asks for the rest. */
const SIDEBAR_FOLLOWINGS = 50;

/**
 * The shell's columns for the member `userId` names: a parameter, or the account of the statement around them.
 * The constants are written into the text, not sent as parameters: with `type = $7` PostgreSQL planned the
 * statement again on every page (three quarters of its time on the embedded database).
 */
export function shellColumns(db: Db, userId: SQLWrapper) {
  const drafts = db
    .select({ count: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.isPublish, sql`false`), isNull(posts.deletedAt)));
  const communities = db
    .select({ count: sql<number>`count(*)::int` })
    .from(subsites)
    .where(and(eq(subsites.creatorId, userId), eq(subsites.type, sql`'community'`), isNull(subsites.deletedAt)));
  const followed = followedTopicsQuery(db, userId, SIDEBAR_FOLLOWINGS);
  // The cards travel as one JSON array in the keys of CardRow, in the sidebar's order: favorites first.
  const followings = sql<Array<CardRow & { favorite: boolean }>>`(select coalesce(json_agg(json_build_object(
      'id', f.id, 'type', f.type, 'name', f.name, 'slug', f.slug, 'avatar', f.avatar,
      'isOfficial', f.is_official, 'ratingPlace', f.rating_place, 'favorite', f.favorite) order by f.favorite desc, f.name, f.id), '[]'::json)
    from (${followed}) f)`;
  const badges = sql<Badges | null>`(select json_build_object('type', ${subsites.type}, 'isOfficial', ${subsites.isOfficial}, 'ratingPlace', ${subsites.ratingPlace},
      'personalIconId', ${subsites.personalIconId}, 'personalIconEnabled', ${subsites.personalIconEnabled}) from ${subsites} where ${subsites.id} = ${userId})`;
  // Whether the menu offers the moderation queue: an administrator's or moderator's row anywhere (creators are counted by myTopics).
  const moderates = sql<boolean>`exists (select 1 from ${communityMembers} where ${communityMembers.userId} = ${userId} and ${communityMembers.role} in ('admin', 'moder'))`;
  // The member's list index serves this: `user_id = ? and unread_count > 0` is its leading range.
  const unreadChats = sql<number[]>`array(select ${chatMembers.chatId} from ${chatMembers} where ${chatMembers.userId} = ${userId} and ${chatMembers.unreadCount} > 0 order by ${chatMembers.unreadCount} desc limit ${sql.raw(String(CHAT_LIMITS.unreadChats))})`;
  return { drafts: sql<number>`(${drafts})`.mapWith(Number), myTopics: sql<number>`(${communities})`.mapWith(Number), unreadChats, followings, badges, moderates, ...counterColumns(userId) };
}

type ShellRow = { [Column in keyof ReturnType<typeof shellColumns>]: ReturnType<typeof shellColumns>[Column]['_']['type'] };

// One prepared statement: on the embedded database each statement is a trip to its thread and a fixed cost there
// whatever it reads, and these are asked on every member's page.
const shell = perDatabase((db) =>
  db
    .select(shellColumns(db, sql.placeholder('userId')))
    .from(sql`(select 1) as one`)
    .prepare('member_shell'),
);

type Badges = Pick<CardRow, 'type' | 'isOfficial' | 'ratingPlace' | 'personalIconId' | 'personalIconEnabled'>;

export interface MemberShell {
  badges: Pick<SubsiteCard, 'is_official' | 'current_rating_place' | 'personal_icon'>;
  drafts: number;
  myTopics: number;
  /** Administers or moderates a community someone else created. */
  moderates: boolean;
  unreadChats: number[];
  followings: FollowingItem[];
  /** The bell's unseen and the page's unread notifications, counted up to a bound. */
  notSaw: number;
  notRead: number;
}

const NO_BADGES: MemberShell['badges'] = { is_official: false, current_rating_place: null, personal_icon: null };

export const NO_MEMBER_SHELL: MemberShell = { badges: NO_BADGES, drafts: 0, myTopics: 0, moderates: false, unreadChats: [], followings: [], notSaw: 0, notRead: 0 };

export function presentShell(row: ShellRow): MemberShell {
  const badges = row.badges ? { is_official: row.badges.isOfficial, current_rating_place: row.badges.ratingPlace, personal_icon: shownPersonalIcon(row.badges) } : NO_BADGES;
  return { badges, drafts: row.drafts, myTopics: row.myTopics, moderates: row.moderates, unreadChats: row.unreadChats, notSaw: row.notSaw, notRead: row.notRead, followings: row.followings.map(presentFollowedTopic) };
}

export async function memberShell(db: Db, userId: number): Promise<MemberShell> {
  const [row] = await shell(db).execute({ userId });
  return row ? presentShell(row) : NO_MEMBER_SHELL;
}
