import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { excerpt, extractHashtags, isBlank, titleOf, validateBlocks, type Block, type ListItem } from '../../../shared/blocks/index.ts';
import type { SavePostResult } from '../../../shared/dto/post.ts';
import { slugify } from '../../../shared/transliterate.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { posts, postTags, subsites, tagCounts, type PostRow } from '../../db/schema/index.ts';
import { sanitizeBlocks } from '../../lib/sanitize.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { storeBlockMedia } from '../../platform/storage/index.ts';
import { linkPostMedia, copyRemoteMedia, type RemoteCopyContext } from '../media/index.ts';
import { syncPostPolls } from '../polls/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { canWrite, type Viewer } from '../../kernel/viewer.ts';
import { canDestroy, canMarkOfficial, canPin, canPostInto, canUnpublish, canView, type PostFacts } from './posts.policy.ts';
import { findCommunityFacts, type CommunityFacts } from '../communities/index.ts';
import { postPath } from '../../../shared/slugs.ts';
import { postCommunity } from './posts.queries.ts';
import { recordRevision } from '../revisions/index.ts';

const EXCERPT_LENGTH = 200;
const SLUG_LENGTH = 80;

export interface SavePostInput {
  blocks?: unknown;
  /** The community to post into; null (or the author's own id) means the author's blog. */
  category_id?: number | null;
  is_official?: boolean;
  id?: number | null;
  is_publish?: boolean;
  reply_id?: number | null;
}

function postSlug(title: string): string {
  return slugify(title, '-', SLUG_LENGTH) || 'post';
}

function listHasText(items: readonly ListItem[]): boolean {
  return items.some((item) => !isBlank(item.content) || listHasText(item.items));
}

/** Whether a block shows the reader anything; a lone delimiter or an empty list does not. */
function isMeaningful(block: Block): boolean {
  switch (block.type) {
    case 'delimiter':
      return false;
    case 'list':
      return listHasText(block.data.items);
    case 'quote':
      return !isBlank(block.data.text);
    case 'carousel':
      return block.data.items.length > 0;
    default:
      // Sanitizing already dropped blank paragraphs and headers; embeds and links always show.
      return true;
  }
}

/** A published post must have a title or at least one block that shows something. */
export function hasContent(blocks: readonly Block[]): boolean {
  return !isBlank(titleOf(blocks)) || blocks.some(isMeaningful);
}

/** What a published, live post adds to counters: its author's and owner's post counts and its parent's replies. */
interface CountedFacts {
  userId: number;
  subsiteId: number;
  replyId: number | null;
}

function countedFacts(row: Pick<PostRow, 'userId' | 'subsiteId' | 'replyId' | 'isPublish' | 'deletedAt'> | null): CountedFacts | null {
  return row && row.isPublish && row.deletedAt === null ? { userId: row.userId, subsiteId: row.subsiteId, replyId: row.replyId } : null;
}

async function applyCounters(tx: Db, facts: CountedFacts, delta: 1 | -1): Promise<void> {
  const owners = [...new Set([facts.userId, facts.subsiteId])];
  await tx
    .update(subsites)
    .set({ postsCount: sql`greatest(${subsites.postsCount} + ${delta}, 0)` })
    .where(sql`${subsites.id} = any(${sql.param(owners)}::int[])`);
  if (facts.replyId !== null) {
    await tx
      .update(posts)
      .set({ repliesCount: sql`greatest(${posts.repliesCount} + ${delta}, 0)` })
      .where(eq(posts.id, facts.replyId));
  }
}

async function moveCounters(tx: Db, before: CountedFacts | null, after: CountedFacts | null): Promise<void> {
  const same = before?.userId === after?.userId && before?.subsiteId === after?.subsiteId && before?.replyId === after?.replyId;
  if (same) return;
  if (before) await applyCounters(tx, before, -1);
  if (after) await applyCounters(tx, after, 1);
}

async function resolveOwner(tx: Db, viewer: AuthUser, categoryId: number | null, existing: PostRow | null) {
  if (categoryId === null || categoryId === viewer.id) return { id: viewer.id, slug: viewer.slug };
  const community = await findCommunityFacts(tx, categoryId, viewer.id);
  // Editing a published post stays possible after its community narrowed whoCanPost.
  const keepsPublishedPlace = existing?.isPublish === true && existing.subsiteId === categoryId;
  if (!community || (!keepsPublishedPlace && !canPostInto(viewer, community))) {
    throw new Forbidden('posts.errors.cannotPostInTopic');
  }
  return { id: community.id, slug: community.slug };
}

async function checkReplyTarget(tx: Db, replyId: number, selfId: number | null): Promise<void> {
  const [parent] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, replyId), eq(posts.isPublish, true), sql`${posts.deletedAt} is null`))
    .limit(1);
  if (!parent || replyId === selfId) throw Invalid.field('reply_id', 'validation.invalid');
}

/** Tags whose count is in `from` and not in `to`, sorted so concurrent saves lock tag rows in one order. */
function tagsOnlyIn(from: string[], to: string[]): string[] {
  const kept = new Set(to);
  return from.filter((tag) => !kept.has(tag)).sort();
}

/**
 * Replaces a post's tags and moves tag_counts along: a tag counts the published, live posts
 * carrying it, so `counted` says whether the post counted before and after this write.
 * Answers the tags the post had before.
 */
async function replaceTags(tx: Db, postId: number, tags: string[], counted: { before: boolean; after: boolean }): Promise<string[]> {
  const old = await tx.delete(postTags).where(eq(postTags.postId, postId)).returning({ tag: postTags.tag });
  if (tags.length > 0) await tx.insert(postTags).values(tags.map((tag) => ({ postId, tag })));
  const before = counted.before ? old.map((row) => row.tag) : [];
  const after = counted.after ? tags : [];
  const gone = tagsOnlyIn(before, after);
  const added = tagsOnlyIn(after, before);
  if (gone.length > 0) {
    await tx
      .update(tagCounts)
      .set({ postsCount: sql`${tagCounts.postsCount} - 1` })
      .where(sql`${tagCounts.tag} = any(${sql.param(gone)}::text[])`);
    await tx.delete(tagCounts).where(sql`${tagCounts.tag} = any(${sql.param(gone)}::text[]) and ${tagCounts.postsCount} <= 0`);
  }
  if (added.length > 0) {
    await tx
      .insert(tagCounts)
      .values(added.map((tag) => ({ tag, postsCount: 1 })))
      .onConflictDoUpdate({ target: tagCounts.tag, set: { postsCount: sql`${tagCounts.postsCount} + 1` } });
  }
  return old.map((row) => row.tag);
}

export async function tagsOf(tx: Db, postId: number): Promise<string[]> {
  const rows = await tx.select({ tag: postTags.tag }).from(postTags).where(eq(postTags.postId, postId)).orderBy(postTags.tag);
  return rows.map((row) => row.tag);
}

export interface PostContent {
  blocks: Block[];
  title: string;
  slug: string;
  excerpt: string;
  tags: string[];
}

/** Invalid blocks throw a 422; addresses under `ownMediaBases` are stored as references. */
export function preparePostContent(input: unknown, ownMediaBases: readonly string[]): PostContent {
  const validated = validateBlocks(input);
  if (!validated.ok) throw new Invalid(validated.errors);
  const blocks = storeBlockMedia(sanitizeBlocks(validated.blocks), ownMediaBases);
  const title = titleOf(blocks);
  return { blocks, title, slug: postSlug(title), excerpt: excerpt(blocks, EXCERPT_LENGTH), tags: extractHashtags(blocks) };
}

export interface SaveContext extends RemoteCopyContext {
  ownMediaBases: readonly string[];
}

/** Imports only: a post moving in keeps its original date (a draft's too) and tells no one it is new. */
export interface ImportedPublication {
  publishedAt: Date | null;
}

/**
 * Anyone else's id answers like a missing one. Publishing sets published_at once, and a published post stays published
 * when saved again. An imported post (a site's or a Telegram channel's) keeps its original date and is not announced as new. Remote pictures are copied first, outside the transaction.
 */
export async function savePost(context: SaveContext, viewer: AuthUser, input: SavePostInput, imported?: ImportedPublication): Promise<SavePostResult> {
  if (!canWrite(viewer)) throw new Forbidden('errors.banned');
  const { db } = context;
  const content = preparePostContent(input.blocks, context.ownMediaBases);
  const blocks = await copyRemoteMedia(context, viewer.id, content.blocks);
  const { title, slug, excerpt, tags } = content;

  return inTransaction(db, async (tx) => {
    let existing: PostRow | null = null;
    if (input.id != null) {
      const [row] = await tx
        .select()
        .from(posts)
        .where(and(eq(posts.id, input.id), eq(posts.userId, viewer.id), sql`${posts.deletedAt} is null`))
        .for('update');
      if (!row) throw new NotFound();
      existing = row;
    }

    const currentCategory = existing && existing.subsiteId !== existing.userId ? existing.subsiteId : null;
    const owner = await resolveOwner(tx, viewer, input.category_id === undefined ? currentCategory : input.category_id, existing);

    const replyId = input.reply_id === undefined ? (existing?.replyId ?? null) : input.reply_id;
    if (replyId !== null && replyId !== existing?.replyId) await checkReplyTarget(tx, replyId, existing?.id ?? null);

    const isPublish = existing?.isPublish === true || input.is_publish === true;
    if (isPublish && !hasContent(blocks)) throw Invalid.field('blocks', 'posts.errors.publishEmpty');

    const keptOfficial = existing?.isOfficial ?? false;
    const now = new Date();
    const values = {
      subsiteId: owner.id,
      slug,
      title,
      blocks,
      excerpt,
      isPublish,
      publishedAt: existing?.publishedAt ?? (isPublish ? (imported?.publishedAt ?? now) : null),
      isOfficial: canMarkOfficial(viewer) && input.is_official !== undefined ? input.is_official : keptOfficial,
      replyId,
      updatedAt: now,
      // Published now, by hand or by its schedule: nothing is left to publish later.
      ...(isPublish ? { scheduledAt: null } : {}),
    };
    const [saved] = existing
      ? await tx.update(posts).set(values).where(eq(posts.id, existing.id)).returning()
      : await tx
          .insert(posts)
          .values({ ...values, userId: viewer.id, ...(imported?.publishedAt ? { createdAt: imported.publishedAt } : {}) })
          .returning();

    const [before, after] = [countedFacts(existing), countedFacts(saved!)];
    const oldTags = await replaceTags(tx, saved!.id, tags, { before: before !== null, after: after !== null });
    await linkPostMedia(tx, saved!.id, blocks);
    await syncPostPolls(tx, saved!.id, blocks);
    await moveCounters(tx, before, after);
    await recordRevision(tx, existing, saved!, viewer.id);
    const facts = { postId: saved!.id, authorId: viewer.id, ownerId: owner.id, replyId };
    if (existing?.isPublish === true) {
      const moved = existing.subsiteId !== owner.id || existing.isOfficial !== values.isOfficial;
      await recordEvents(tx, { type: 'post.updated', ...facts, tags: [...new Set([...oldTags, ...tags])], moved });
    } else if (isPublish) {
      await recordEvents(tx, { type: 'post.published', ...facts, publishedAt: saved!.publishedAt!.toISOString(), tags, ...(imported ? { imported: true as const } : {}) });
    }
    return { id: saved!.id, url: postPath(owner.slug, saved!.id, slug), is_publish: isPublish ? 1 : 0 };
  });
}

/** A post the viewer may not even see answers 404 like a missing one; one they see but may not change answers 403. */
async function postForChange(tx: Db, viewer: NonNullable<Viewer>, postId: number, allowed: (post: PostFacts, community: CommunityFacts | null) => boolean): Promise<PostRow> {
  const [row] = await tx
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), sql`${posts.deletedAt} is null`))
    .for('update');
  if (!row || !canView(viewer, row)) throw new NotFound();
  if (!allowed(row, await postCommunity(tx, row, viewer.id))) throw new Forbidden();
  return row;
}

/** One pinned post per profile. */
export async function setPinned(db: Db, viewer: AuthUser, postId: number, status: boolean): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await postForChange(tx, viewer, postId, (post) => canPin(viewer, post));
    if (status) {
      await tx
        .update(posts)
        .set({ pinnedAt: null })
        .where(and(eq(posts.userId, viewer.id), isNotNull(posts.pinnedAt), ne(posts.id, postId)));
    }
    await tx
      .update(posts)
      .set({ pinnedAt: status ? new Date() : null })
      .where(eq(posts.id, postId));
    return status;
  });
}

/** Soft delete: the row stays, so comments and replies keep their references, but nobody sees it. */
export async function destroyPost(db: Db, viewer: AuthUser, postId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await postForChange(tx, viewer, postId, (post, community) => canDestroy(viewer, post, community));
    await tx.update(posts).set({ deletedAt: new Date(), pinnedAt: null }).where(eq(posts.id, postId));
    // Nobody can see a deleted post's tags again; dropping them moves the tag counts.
    const tags = await replaceTags(tx, postId, [], { before: countedFacts(row) !== null, after: false });
    await moveCounters(tx, countedFacts(row), null);
    const moderator = row.userId === viewer.id ? {} : { moderatorId: viewer.id };
    await recordEvents(tx, { type: 'post.deleted', postId, authorId: row.userId, ownerId: row.subsiteId, replyId: row.replyId, wasPublished: row.isPublish, tags, ...moderator });
  });
}

/**
 * Deletion dropped its tags: they come again from its blocks, and the counters move as a publication's would. A post
 * whose blog or community is gone stays deleted.
 */
export async function restorePost(tx: Db, postId: number): Promise<PostRow> {
  const [row] = await tx
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), isNotNull(posts.deletedAt)))
    .for('update');
  if (!row) throw new NotFound();
  const [owner] = await tx.select({ deletedAt: subsites.deletedAt }).from(subsites).where(eq(subsites.id, row.subsiteId)).limit(1);
  if (!owner || owner.deletedAt !== null) throw new Conflict('adminContent.errors.ownerGone');
  const [restored] = await tx.update(posts).set({ deletedAt: null }).where(eq(posts.id, postId)).returning();
  const counted = countedFacts(restored!);
  const tags = extractHashtags(row.blocks);
  await replaceTags(tx, postId, tags, { before: false, after: counted !== null });
  await moveCounters(tx, null, counted);
  if (counted) await recordEvents(tx, { type: 'post.restored', postId, authorId: row.userId, ownerId: row.subsiteId, replyId: row.replyId, tags });
  return restored!;
}

/** It leaves every list and counter (its tags stay on the draft, uncounted); the author can edit and publish it again. */
export async function unpublishPost(db: Db, viewer: NonNullable<Viewer>, postId: number, reason: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await postForChange(tx, viewer, postId, (post, community) => canUnpublish(viewer, post, community));
    const tags = await tagsOf(tx, postId);
    await replaceTags(tx, postId, tags, { before: true, after: false });
    await moveCounters(tx, countedFacts(row), null);
    await tx.update(posts).set({ isPublish: false, pinnedAt: null, updatedAt: new Date() }).where(eq(posts.id, postId));
    await recordEvents(tx, { type: 'post.unpublished', postId, authorId: row.userId, ownerId: row.subsiteId, moderatorId: viewer.id, reason });
  });
}

/** The editorial mark from the post menu: site editors set or clear `is_official` on any published post. */
export async function setOfficial(db: Db, viewer: NonNullable<Viewer>, postId: number, value: boolean): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const row = await postForChange(tx, viewer, postId, () => canMarkOfficial(viewer));
    await tx.update(posts).set({ isOfficial: value }).where(eq(posts.id, postId));
    if (row.isPublish) {
      await recordEvents(tx, { type: 'post.updated', postId, authorId: row.userId, ownerId: row.subsiteId, replyId: row.replyId, tags: await tagsOf(tx, postId), moved: row.isOfficial !== value });
    }
    return value;
  });
}
