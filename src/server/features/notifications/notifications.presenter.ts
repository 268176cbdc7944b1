// A fixed number of queries whatever the page's length. A notice about a deleted post or comment, or from a deleted
// account, is not shown. The list, the push and the mail all present through here.
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { comments, notifications, posts, subsites, users } from '../../db/schema/index.ts';
import { loadSubsiteCards } from '../../hydration/subsites.ts';
import { mediaUrl } from '../../platform/storage/index.ts';
import { commentUrl } from '../comments/index.ts';
import { postPath } from '../../../shared/slugs.ts';
import { loadReactionSet, type ReactionSet } from '../reactions/index.ts';
import { NOTIFICATION_LIMITS, type NotificationDto, type NotificationPost, type NotificationUser } from '../../../shared/dto/notification.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import type { Gender } from '../../../shared/dto/user.ts';

type NotificationRow = typeof notifications.$inferSelect;

interface PostFacts {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  userId: number;
  subsiteId: number;
  ownerSlug: string;
  createdAt: Date;
  publishedAt: Date | null;
  deleted: boolean;
}

interface CommentFacts {
  id: number;
  postId: number;
  userId: number;
  text: string;
  createdAt: Date;
  deleted: boolean;
}

interface Hydrated {
  rows: Map<number, NotificationRow>;
  actors: Map<number, { ids: number[]; count: number }>;
  posts: Map<number, PostFacts>;
  comments: Map<number, CommentFacts>;
  cards: Map<number, SubsiteCard>;
  /** The people's genders, for the Russian texts' grammar. */
  genders: Map<number, Gender>;
  reactionSet: ReactionSet;
}

async function hydrate(db: Db, ids: readonly number[]): Promise<Hydrated> {
  const rows = await db.select().from(notifications).where(inArray(notifications.id, [...ids]));
  const postIds = [...new Set(rows.flatMap((row) => (row.postId === null ? [] : [row.postId])))];
  const commentIds = [...new Set(rows.flatMap((row) => (row.commentId === null ? [] : [row.commentId])))];
  const [actorRows, postRows, commentRows, reactionSet] = await Promise.all([
    queryRows<{ notification_id: number; actor_id: number; total: number }>(db, sql`
      select notification_id, actor_id, total from (
        select notification_id, actor_id, created_at,
          row_number() over (partition by notification_id order by created_at desc, actor_id desc) as place,
          (count(*) over (partition by notification_id))::int as total
        from notification_actors where notification_id = any(${sql.param([...ids])}::int[])
      ) latest where place <= ${NOTIFICATION_LIMITS.shownActors} order by notification_id, place`),
    postIds.length === 0
      ? []
      : db
          .select({
            id: posts.id,
            slug: posts.slug,
            title: posts.title,
            excerpt: posts.excerpt,
            userId: posts.userId,
            subsiteId: posts.subsiteId,
            ownerSlug: subsites.slug,
            createdAt: posts.createdAt,
            publishedAt: posts.publishedAt,
            deleted: sql<boolean>`${posts.deletedAt} is not null`,
          })
          .from(posts)
          .innerJoin(subsites, eq(subsites.id, posts.subsiteId))
          .where(inArray(posts.id, postIds)),
    commentIds.length === 0
      ? []
      : db
          .select({ id: comments.id, postId: comments.postId, userId: comments.userId, text: comments.text, createdAt: comments.createdAt, deleted: sql<boolean>`${comments.deletedAt} is not null` })
          .from(comments)
          .where(inArray(comments.id, commentIds)),
    loadReactionSet(db),
  ]);
  const actors = new Map<number, { ids: number[]; count: number }>();
  for (const row of actorRows) {
    const id = Number(row.notification_id);
    const entry = actors.get(id) ?? { ids: [], count: Number(row.total) };
    entry.ids.push(Number(row.actor_id));
    actors.set(id, entry);
  }
  const cardIds = [...actorRows.map((row) => Number(row.actor_id)), ...postRows.flatMap((post) => [post.userId, post.subsiteId]), ...commentRows.map((comment) => comment.userId)];
  const [cards, genderRows] = await Promise.all([
    loadSubsiteCards(db, cardIds),
    cardIds.length === 0 ? [] : db.select({ id: users.id, gender: users.gender }).from(users).where(inArray(users.id, [...new Set(cardIds)])),
  ]);
  return {
    rows: new Map(rows.map((row) => [row.id, row])),
    actors,
    posts: new Map(postRows.map((post) => [post.id, post])),
    comments: new Map(commentRows.map((comment) => [comment.id, comment])),
    cards,
    genders: new Map(genderRows.map((row) => [row.id, row.gender])),
    reactionSet,
  };
}

/** What the site says itself: no actor is shown. */
const SYSTEM_KINDS: ReadonlySet<string> = new Set(['post_unpublished', 'webhook_disabled', 'telegram_disabled']);

/** What is no longer there to show: the post or comment was deleted, or every actor's account is gone. */
function shown(row: NotificationRow, h: Hydrated): boolean {
  if (row.postId !== null && (!h.posts.get(row.postId) || (h.posts.get(row.postId)!.deleted && row.type !== 'post_unpublished'))) return false;
  if (row.commentId !== null && (!h.comments.get(row.commentId) || h.comments.get(row.commentId)!.deleted)) return false;
  return SYSTEM_KINDS.has(row.type) || (h.actors.get(row.id)?.ids ?? []).some((id) => h.cards.has(id));
}

function user(h: Hydrated, id: number): NotificationUser | null {
  const card = h.cards.get(id);
  return card ? { id: card.id, name: card.name, url: card.url, avatar: card.avatar, gender: h.genders.get(id) ?? 'unspecified' } : null;
}

function clip(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat;
}

function presentPost(post: PostFacts, h: Hydrated): NotificationPost {
  const owner = post.subsiteId === post.userId ? undefined : h.cards.get(post.subsiteId);
  return {
    id: post.id,
    url: postPath(post.ownerSlug, post.id, post.slug),
    short_title: clip(post.title || post.excerpt, NOTIFICATION_LIMITS.shortTitle),
    created_at: (post.publishedAt ?? post.createdAt).toISOString(),
    category_id: owner ? owner.id : null,
    category: owner ? { url: owner.url, title: owner.name, avatar: owner.avatar } : null,
    user: user(h, post.userId),
  };
}

function present(row: NotificationRow, h: Hydrated, mediaBase: string): NotificationDto {
  const actorIds = (h.actors.get(row.id)?.ids ?? []).filter((id) => h.cards.has(id));
  const actors = actorIds.map((id) => user(h, id)!);
  const post = row.postId === null ? null : presentPost(h.posts.get(row.postId)!, h);
  const commentFacts = row.commentId === null ? undefined : h.comments.get(row.commentId);
  const reaction = row.data.reactionId === undefined ? undefined : h.reactionSet.get(row.data.reactionId);
  const system = SYSTEM_KINDS.has(row.type);
  return {
    id: row.id,
    type: row.type,
    read_at: row.readAt?.toISOString() ?? null,
    data: {
      user: system ? null : (actors[0] ?? null),
      users: system ? [] : actors,
      count: system ? 0 : (h.actors.get(row.id)?.count ?? actors.length),
      comment: commentFacts
        ? {
            id: commentFacts.id,
            created_at: commentFacts.createdAt.toISOString(),
            url: commentUrl(post!.url, commentFacts.id),
            text: clip(commentFacts.text, NOTIFICATION_LIMITS.commentText),
            user: user(h, commentFacts.userId),
            post,
          }
        : null,
      post,
      value: row.data.value ?? null,
      reaction: reaction ? { id: reaction.id, image_url: mediaUrl(reaction.image, mediaBase) } : null,
      date: row.notifiedAt.toISOString(),
      reason: row.data.reason ?? null,
      ...(row.data.link ? { link: row.data.link } : {}),
    },
  };
}

export async function notificationItems(db: Db, ids: readonly number[], mediaBase: string): Promise<NotificationDto[]> {
  if (ids.length === 0) return [];
  const h = await hydrate(db, ids);
  return ids.flatMap((id) => {
    const row = h.rows.get(id);
    return row && shown(row, h) ? [present(row, h, mediaBase)] : [];
  });
}
