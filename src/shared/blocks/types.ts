/**
 * Editor.js data as stored after validateBlocks(). HTML fields (paragraph.text, list item content,
 * header.text, quote.text/caption, embed.caption) were sanitized on save: paragraphs and list items
 * keep b, i, a, br, mark, the others only <br> or nothing; they are safe for innerHTML. Plain fields
 * (link meta, carousel captions, poll texts, URLs) are raw text: render them as text, never as HTML.
 */
import type { EmbedService } from './embed-services.ts';

export interface BlockTunes {
  /** "Display in the feed". */
  ShowInFeed?: boolean;
  /** "Hide content". */
  Hide?: boolean;
}

interface BaseBlock<Type extends string, Data> {
  id: string;
  type: Type;
  data: Data;
  tunes: BlockTunes;
}

export type ParagraphBlock = BaseBlock<'paragraph', { text: string }>;
export type HeaderBlock = BaseBlock<'header', { text: string; level: 2 }>;

/** The nested form of @editorjs/list 2.x without its `meta`; the old `items: string[]` form is converted on validation. */
export interface ListItem {
  content: string;
  items: ListItem[];
}
export type ListStyle = 'ordered' | 'unordered';
export type ListBlock = BaseBlock<'list', { style: ListStyle; items: ListItem[] }>;

export type QuoteAlignment = 'left' | 'center';
export type QuoteBlock = BaseBlock<'quote', { text: string; caption: string; alignment: QuoteAlignment }>;

export type DelimiterBlock = BaseBlock<'delimiter', Record<string, never>>;

export interface EmbedData {
  service: EmbedService;
  source: string;
  /** The iframe address; it matched the service's pattern. */
  embed: string;
  width: number | null;
  height: number | null;
  caption: string;
}
export type EmbedBlock = BaseBlock<'embed', EmbedData>;

export interface LinkMeta {
  title: string;
  description: string;
  image?: { url: string };
}
export type LinkBlock = BaseBlock<'link', { link: string; meta: LinkMeta }>;

export interface LinkAutoPostData {
  user: { name: string; avatar?: { url: string } };
}
export interface LinkAutoMeta extends LinkMeta {
  favicon?: { url: string };
  /** The link leads to a post of this site: it is shown as a post card. */
  is_post: boolean;
  data?: LinkAutoPostData;
}
/** A link card made from an address found in the text (spec 1 §3), rather than one the author added. */
export type LinkAutoBlock = BaseBlock<'linkAuto', { link: string; meta: LinkAutoMeta }>;

/** What a carousel item knows about its media; always an object once validated. */
export interface CarouselCaption {
  width: number | null;
  height: number | null;
  is_image: boolean;
  resource_type: 'image' | 'video';
  format: string | null;
  duration: number | null;
  thumb: string | null;
  has_audio: boolean;
}
export interface CarouselItem {
  url: string;
  caption: CarouselCaption;
}
export type CarouselBlock = BaseBlock<'carousel', { items: CarouselItem[] }>;

/** Shown to readers who have not voted, or only once they have; an ended poll shows them to everyone. */
export type PollResults = 'always' | 'after_vote';
export interface PollOption {
  /** Stable across edits: a vote names it. */
  id: string;
  /** Plain text. */
  text: string;
}
export interface PollData {
  /** Plain text. */
  question: string;
  options: PollOption[];
  multiple: boolean;
  /** ISO 8601, or null: open until closed. */
  ends_at: string | null;
  results: PollResults;
}
/** The question and options as the author wrote them; counts and the reader's vote come beside the post (PostDto.polls). */
export type PollBlock = BaseBlock<'poll', PollData>;

export type Block =
  | ParagraphBlock
  | HeaderBlock
  | ListBlock
  | QuoteBlock
  | DelimiterBlock
  | EmbedBlock
  | LinkBlock
  | LinkAutoBlock
  | CarouselBlock
  | PollBlock;

export type BlockType = Block['type'];

export interface EditorData {
  time?: number;
  blocks: Block[];
  version?: string;
}
