/**
 * Post rows → what the client sees: the PostDto of the spec and the post page's head meta.
 * Pure functions over rows and already-loaded relations (see hydration/posts.ts); a row
 * never leaves the server any other way.
 */
import type { Block } from '../../../shared/blocks/types.ts';
import type { PageMeta } from '../../../shared/dto/meta.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { subsiteUrl } from '../../../shared/slugs.ts';
import type { posts } from '../../db/schema/index.ts';
import { presentBlockMedia } from '../../platform/storage/index.ts';

export type PostRow = typeof posts.$inferSelect;

export type ParentReply = NonNullable<PostDto['parent_reply']>;

export interface PostRelations {
  /** Author blogs and owners, by subsite id. */
  cards: Map<number, SubsiteCard>;
  /** Published, live posts replied to, by id. */
  parents: Map<number, ParentReply>;
  /** Public base of uploaded files (config.mediaBase). */
  mediaBase: string;
}

/** `/{owner slug}/{id}-{slug}`: the id finds the post, the rest is for people and search engines. */
export function postPath(ownerSlug: string, id: number, slug: string): string {
  return `${subsiteUrl(ownerSlug)}/${id}-${slug}`;
}

/** Null when the author or owner is gone (a deleted community): such a post is not shown. */
export function presentPost(row: PostRow, { cards, parents, mediaBase }: PostRelations): PostDto | null {
  const user = cards.get(row.userId);
  const owner = cards.get(row.subsiteId);
  if (!user || !owner) return null;
  const category = row.subsiteId === row.userId ? null : owner;
  return {
    id: row.id,
    type: 'post',
    slug: row.slug,
    title: row.title,
    url: postPath(owner.slug, row.id, row.slug),
    is_official: row.isOfficial,
    is_publish: row.isPublish,
    date: (row.publishedAt ?? row.createdAt).toISOString(),
    created_at: row.createdAt.toISOString(),
    user,
    user_id: row.userId,
    category,
    category_id: category?.id ?? null,
    pinned: row.pinnedAt !== null,
    blocks: presentBlockMedia(row.blocks, mediaBase),
    parent_reply: row.replyId === null ? null : (parents.get(row.replyId) ?? null),
    reply_id: row.replyId,
    replies_count: row.repliesCount,
    comments_count: row.commentsCount,
    bookmarks_count: row.bookmarksCount,
    // Viewer state arrives with bookmarks and reactions (P5).
    is_bookmarked: false,
    reaction_sum: row.reactionSum,
    disreaction_sum: row.disreactionSum,
    reaction_value: null,
    unique_views_count: row.uniqueViewsCount,
    unique_showings_count: row.uniqueShowingsCount,
  };
}

/** The picture that represents the post: the first visible carousel image or link preview image. */
function leadImage(blocks: readonly Block[]): string | null {
  for (const block of blocks) {
    if (block.tunes.Hide) continue;
    if (block.type === 'carousel') {
      const image = block.data.items.find((item) => item.caption.is_image);
      if (image) return image.url;
    }
    if (block.type === 'link' && block.data.meta.image) return block.data.meta.image.url;
  }
  return null;
}

export interface SiteFacts {
  siteName: string;
  appUrl: string;
  /** Title for a post without a header block. */
  untitled: string;
}

/** Search engines show about this many characters of a headline. */
const HEADLINE_MAX = 110;

/** Head meta of the post page: title, description, canonical, Open Graph image and schema.org Article. */
export function presentPostMeta(post: PostDto, row: Pick<PostRow, 'excerpt' | 'updatedAt'>, site: SiteFacts): Partial<PageMeta> {
  const headline = post.title || site.untitled;
  const canonical = new URL(post.url, site.appUrl).href;
  const lead = leadImage(post.blocks);
  const image = lead ? new URL(lead, site.appUrl).href : undefined;
  return {
    title: `${headline} — ${site.siteName}`,
    description: row.excerpt,
    ogTitle: headline,
    canonical,
    ogType: 'article',
    author: post.user.name,
    image,
    noindex: !post.is_publish,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: headline.length > HEADLINE_MAX ? `${headline.slice(0, HEADLINE_MAX - 1)}…` : headline,
      description: row.excerpt,
      datePublished: post.date,
      dateModified: row.updatedAt.toISOString(),
      author: { '@type': 'Person', name: post.user.name, url: new URL(post.user.url, site.appUrl).href },
      publisher: { '@type': 'Organization', name: site.siteName },
      ...(image ? { image: [image] } : {}),
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    },
  };
}
