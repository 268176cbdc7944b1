// A row never leaves the server but through these presenters.
import { uploadRef } from '../../../shared/blocks/media.ts';
import { cardBlocks, leadImage } from '../../../shared/blocks/select.ts';
import type { PageMeta } from '../../../shared/dto/meta.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import type { FollowableCard, SubsiteCard } from '../../../shared/dto/subsite.ts';
import { postPath } from '../../../shared/slugs.ts';
import type { PostRow } from '../../db/schema/index.ts';
import { mediaUrl, presentBlockMedia } from '../../platform/storage/index.ts';
import type { PostsHydration } from './posts.hydration.ts';
import { givenTo, isBookmarked, NOT_GIVEN, relationTo, type ViewerState } from '../../hydration/viewer.ts';
import { presentGiven, presentReactionFields } from '../reactions/index.ts';
import { presentSharedPolls, pollsForReader } from '../polls/index.ts';

export interface PresentOptions {
  /** A card in a list carries the blocks it shows; the post page carries them all. */
  blocks: 'card' | 'all';
  mediaBase: string;
}

function withFollow(card: FollowableCard, viewer: ViewerState): FollowableCard {
  return { ...card, ...relationTo(viewer, card.id) };
}

const asFollowable = (card: SubsiteCard): FollowableCard => ({ ...card, is_follow: false, is_notify: false, is_ignore: false });

/** No one's marks in it: every reader shares it (posts.pipeline.ts). */
export function presentSharedPost(row: PostRow, hydration: PostsHydration, { blocks, mediaBase }: PresentOptions): PostDto {
  const user = asFollowable(hydration.subsites.get(row.userId)!);
  const owner = asFollowable(hydration.subsites.get(row.subsiteId)!);
  const counters = hydration.counters.get(row.id)!;
  const category = row.subsiteId === row.userId ? null : owner;
  const shown = blocks === 'card' ? cardBlocks(row.blocks) : row.blocks;
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
    blocks: presentBlockMedia(shown, mediaBase),
    polls: presentSharedPolls(hydration.polls.get(row.id) ?? [], shown),
    parent_reply: row.replyId === null ? null : (hydration.parents.get(row.replyId) ?? null),
    reply_id: row.replyId,
    replies_count: counters.replies,
    comments_count: counters.comments,
    bookmarks_count: counters.bookmarks,
    is_bookmarked: false,
    ...presentReactionFields(counters, NOT_GIVEN, hydration.reactionSet, mediaBase),
    unique_views_count: counters.uniqueViews,
    unique_showings_count: counters.uniqueShowings,
    views: counters.views,
    showings: counters.showings,
  };
}

/** Builds new objects: the shared post is never changed. */
export function withViewerState(post: PostDto, viewer: ViewerState): PostDto {
  return {
    ...post,
    user: withFollow(post.user, viewer),
    category: post.category && withFollow(post.category, viewer),
    is_bookmarked: isBookmarked(viewer, 'post', post.id),
    polls: pollsForReader(post.polls, post.blocks, viewer.votes),
    ...presentGiven(givenTo(viewer, 'post', post.id)),
  };
}

export interface SiteFacts {
  appUrl: string;
  mediaBase: string;
  /** Title for a post without a header block. */
  untitled: string;
  /** The site as schema.org's publisher of its posts. */
  publisher: Record<string, unknown>;
  /** Posts in these communities are news. */
  newsCommunities: readonly number[];
}

/** Search engines show about this many characters of a headline. */
const HEADLINE_MAX = 110;

/** The post's own picture; else the card drawn for it (features/share-cards), once it is ready. */
function postImage(post: PostDto, shareCard: PostRow['shareCard'], site: SiteFacts): string | undefined {
  const picture = leadImage(post.blocks) ?? (shareCard && mediaUrl(uploadRef(shareCard.key), site.mediaBase));
  return picture ? new URL(picture, site.appUrl).href : undefined;
}

export function presentPostMeta(post: PostDto, row: Pick<PostRow, 'excerpt' | 'updatedAt' | 'shareCard'>, site: SiteFacts): Partial<PageMeta> {
  const headline = post.title || site.untitled;
  const canonical = new URL(post.url, site.appUrl).href;
  const image = postImage(post, row.shareCard, site);
  const news = post.category_id !== null && site.newsCommunities.includes(post.category_id);
  return {
    title: headline,
    description: row.excerpt,
    ogTitle: headline,
    canonical,
    ogType: 'article',
    author: post.user.name,
    image,
    noindex: !post.is_publish,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': news ? 'NewsArticle' : 'Article',
      headline: headline.length > HEADLINE_MAX ? `${headline.slice(0, HEADLINE_MAX - 1)}…` : headline,
      description: row.excerpt,
      datePublished: post.date,
      dateModified: row.updatedAt.toISOString(),
      author: { '@type': 'Person', name: post.user.name, url: new URL(post.user.url, site.appUrl).href },
      publisher: site.publisher,
      ...(image ? { image: [image] } : {}),
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    },
  };
}
