/**
 * Editor.js data as Pero stores it: the shapes after validateBlocks() normalised the input.
 *
 * Two kinds of text fields, so nobody has to guess how to render them:
 * - HTML fields (paragraph.text, list item content, header.text, quote.text/caption,
 *   embed.caption) hold HTML that the server sanitized on save. Paragraphs and list items
 *   keep the inline allowlist (b, i, a, br, mark); the others keep only <br> or no markup
 *   at all, every other character being entity-escaped. They are safe for innerHTML and
 *   load back into Editor.js unchanged.
 * - Plain fields (link meta title/description/author, carousel captions, URLs) are raw text:
 *   render them as text (React children / attributes), never as HTML.
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

/**
 * The nested form of @editorjs/list 2.x without its `meta` (list 2.x loads this form;
 * the old `items: string[]` form is converted to it on validation).
 */
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
  /** The page the author pasted. */
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

/** Who wrote the post a `linkAuto` card points to, as its post card shows it. */
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
  /** Seconds; null when unknown. */
  duration: number | null;
  thumb: string | null;
  has_audio: boolean;
}
export interface CarouselItem {
  url: string;
  caption: CarouselCaption;
}
export type CarouselBlock = BaseBlock<'carousel', { items: CarouselItem[] }>;

export type Block =
  | ParagraphBlock
  | HeaderBlock
  | ListBlock
  | QuoteBlock
  | DelimiterBlock
  | EmbedBlock
  | LinkBlock
  | LinkAutoBlock
  | CarouselBlock;

export type BlockType = Block['type'];

/** Editor.js `save()` output. */
export interface EditorData {
  time?: number;
  blocks: Block[];
  version?: string;
}
