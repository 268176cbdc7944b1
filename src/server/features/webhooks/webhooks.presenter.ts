// What a receiver is told: only what a guest could read on the site (no e-mails, no drafts, no hidden items), with
// absolute addresses. A report is the exception, sent only to managers' and admins' webhooks, and never names its reporter.
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { comments, complaintReasons, complaints, posts, subsites } from '../../db/schema/index.ts';
import { postPath, subsiteUrl } from '../../../shared/slugs.ts';

export interface SubsiteRef {
  id: number;
  name: string;
  url: string;
}

const author = alias(subsites, 'webhook_author');
const owner = alias(subsites, 'webhook_owner');

const ref = (appUrl: string, row: { id: number; name: string; slug: string }): SubsiteRef => ({ id: row.id, name: row.name, url: `${appUrl}${subsiteUrl(row.slug)}` });

/** The post as its page shows it to a guest; null once it is not public (a draft again, deleted, or gone). */
export async function publicPost(db: Db, appUrl: string, postId: number) {
  const [row] = await db
    .select({
      id: posts.id,
      slug: posts.slug,
      title: posts.title,
      excerpt: posts.excerpt,
      publishedAt: posts.publishedAt,
      editedAt: posts.editedAt,
      author: { id: author.id, name: author.name, slug: author.slug },
      owner: { id: owner.id, name: owner.name, slug: owner.slug, type: owner.type },
    })
    .from(posts)
    .innerJoin(author, eq(author.id, posts.userId))
    .innerJoin(owner, eq(owner.id, posts.subsiteId))
    .where(and(eq(posts.id, postId), eq(posts.isPublish, true), isNull(posts.deletedAt)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    url: `${appUrl}${postPath(row.owner.slug, row.id, row.slug)}`,
    published_at: row.publishedAt?.toISOString() ?? null,
    edited_at: row.editedAt?.toISOString() ?? null,
    author: ref(appUrl, row.author),
    community: row.owner.type === 'community' ? ref(appUrl, row.owner) : null,
  };
}

/** A comment under a public post, unless it was deleted before the delivery was made. */
export async function publicComment(db: Db, appUrl: string, commentId: number) {
  const [row] = await db
    .select({ id: comments.id, postId: comments.postId, parentId: comments.parentId, text: comments.text, createdAt: comments.createdAt, author: { id: author.id, name: author.name, slug: author.slug } })
    .from(comments)
    .innerJoin(author, eq(author.id, comments.userId))
    .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)))
    .limit(1);
  const post = row && (await publicPost(db, appUrl, row.postId));
  if (!row || !post) return null;
  return {
    id: row.id,
    text: row.text,
    url: `${post.url}?comment=${row.id}`,
    parent_id: row.parentId,
    created_at: row.createdAt.toISOString(),
    author: ref(appUrl, row.author),
    post: { id: post.id, title: post.title, url: post.url, community: post.community },
  };
}

export async function publicSubsite(db: Db, appUrl: string, id: number, type: 'user' | 'community'): Promise<SubsiteRef | null> {
  const [row] = await db
    .select({ id: subsites.id, name: subsites.name, slug: subsites.slug })
    .from(subsites)
    .where(and(eq(subsites.id, id), eq(subsites.type, type), isNull(subsites.deletedAt)))
    .limit(1);
  return row ? ref(appUrl, row) : null;
}

/** For managers: what was reported and why; who reported it stays with the site. */
export async function reportFacts(db: Db, complaintId: number) {
  const [row] = await db
    .select({ id: complaints.id, modelType: complaints.modelType, modelId: complaints.modelId, createdAt: complaints.createdAt, reason: complaintReasons.name, reasonEn: complaintReasons.nameEn })
    .from(complaints)
    .innerJoin(complaintReasons, eq(complaintReasons.id, complaints.reasonId))
    .where(eq(complaints.id, complaintId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    reason: { ru: row.reason, en: row.reasonEn },
    target: { type: row.modelType, id: row.modelId },
    created_at: row.createdAt.toISOString(),
  };
}
