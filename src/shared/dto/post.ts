// Blocks travel as an array, not as the JSON-encoded string the original product sent.
import type { Block } from '../blocks/types.ts';
import type { PollState } from './poll.ts';
import type { ReactionFields } from './reaction.ts';
import type { FollowableCard } from './subsite.ts';

export interface ParentReply {
  id: number;
  url: string;
  title: string;
}

export interface PostDto extends ReactionFields {
  id: number;
  type: 'post';
  slug: string;
  title: string;
  url: string;
  is_official: boolean;
  is_publish: boolean;
  /** When it was published (or created, for a draft); ISO 8601. */
  date: string;
  created_at: string;
  /** The author's blog. */
  user: FollowableCard;
  user_id: number;
  /** The community it was posted into, if any. */
  category: FollowableCard | null;
  category_id: number | null;
  pinned: boolean;
  blocks: Block[];
  /** One per poll block in `blocks`, with this reader's part laid over. */
  polls: PollState[];
  /** The post this one replies to or reposts. */
  parent_reply: ParentReply | null;
  reply_id: number | null;
  replies_count: number;
  comments_count: number;
  bookmarks_count: number;
  is_bookmarked: boolean;
  unique_views_count: number;
  unique_showings_count: number;
  /** Every view and showing, repeats included. */
  views: number;
  showings: number;
}

export interface PostControls {
  report: boolean;
  hide: boolean;
  edit: boolean;
  pin: boolean;
  unpublish: boolean;
  destroy: boolean;
  mark_editor: { value: boolean };
  statistics: boolean;
  /** Whether the member is told of its new comments; null for its author, who is told anyway. */
  comments_bell: boolean | null;
}

export interface SavePostResult {
  id: number;
  url: string;
  is_publish: 0 | 1;
}
