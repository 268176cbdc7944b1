/**
 * A repost's link card is built from the post itself, not /meta-from-url: that fetcher refuses
 * private addresses, which a self-hosted site often has.
 */
import type { Block } from '../../../shared/blocks/types.ts';
import type { ImageDto } from '../../../shared/dto/subsite.ts';
import type { EditorOpenOptions, ReplyTarget } from './editor-context.tsx';

/** Where the post goes: a community, or the author's own blog when `id` is null. */
export interface OwnerChoice {
  id: number | null;
  name: string;
  avatar: ImageDto | null;
}

export interface Draft {
  blocks: Block[];
  postId: number | null;
  published: boolean;
  isOfficial: boolean;
  replyId: number | null;
  replyTarget: ReplyTarget | null;
  category: OwnerChoice | null;
}

const EMPTY_TITLE: Block = { id: '', type: 'header', data: { text: '', level: 2 }, tunes: {} };

const EMPTY: Draft = { blocks: [EMPTY_TITLE], postId: null, published: false, isOfficial: false, replyId: null, replyTarget: null, category: null };

/** `origin` makes the repost card's address absolute, as link blocks must be. */
export function initialDraft(options: EditorOpenOptions, origin: string): Draft {
  const { mode, post, replyTo } = options;
  if (mode === 'edit' && post) {
    return {
      blocks: post.blocks,
      postId: post.id,
      published: post.is_publish,
      isOfficial: post.is_official,
      replyId: post.reply_id,
      replyTarget: post.parent_reply,
      category: post.category ? { id: post.category.id, name: post.category.name, avatar: post.category.avatar } : null,
    };
  }
  const category = options.category ?? null;
  if (mode === 'reply' && replyTo) return { ...EMPTY, replyId: replyTo.id, replyTarget: replyTo, category };
  if (mode === 'repost' && replyTo) {
    const link = new URL(replyTo.url, origin).href;
    return {
      ...EMPTY,
      replyId: replyTo.id,
      blocks: [
        EMPTY_TITLE,
        { id: '', type: 'link', data: { link, meta: { title: replyTo.title, description: '' } }, tunes: {} },
      ],
    };
  }
  return { ...EMPTY, category };
}
