// A post's HTML from another platform → Pero's blocks. Only what the block format can show survives: inline bold,
// italic and links in paragraphs and list items, headers, lists, quotes, pictures (as one-picture carousels with their
// caption below), YouTube and Vimeo frames, delimiters; everything else becomes its text. The output is sanitized again
// when the post is saved, so this is about shape, not safety alone. Pictures keep their remote addresses here: the
// importer copies them and drops the pieces whose copy failed.
import { parseDocument } from 'htmlparser2';
import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import { BLOCK_LIMITS, htmlToText, isBlank, normaliseEmbedUrl, type Block, type CarouselBlock, type EmbedService, type ListItem } from '../../../shared/blocks/index.ts';
import { escapeHtml } from '../../../shared/meta-tags.ts';
import { absoluteUrl } from './imports.source.ts';

/** A block and the remote picture it depends on: without the picture, the block goes too (a caption with its image). */
export interface Piece {
  block: Block;
  picture: string | null;
}

export interface Conversion {
  pieces: Piece[];
  /** Some text was cut to fit a block's maximum. */
  truncated: boolean;
}

/** Gone with everything inside them: nothing executable or invisible reaches a post. */
const DROPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'object', 'embed', 'applet', 'form', 'input', 'button', 'select', 'textarea', 'title', 'head', 'meta', 'link', 'audio', 'video', 'canvas', 'map']);
/** Read as their children at block level. */
const CONTAINERS = new Set(['div', 'section', 'article', 'main', 'header', 'footer', 'aside', 'center', 'body', 'html', 'nav', 'details', 'summary', 'dl', 'dd', 'dt', 'address', 'hgroup']);
const BLOCKS_IN_INLINE = new Set(['p', 'div', 'li', 'ul', 'ol', 'blockquote', 'pre', 'figure', 'figcaption', 'table', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'dd', 'dt']);

const CAROUSEL_CAPTION = { width: null, height: null, is_image: true, resource_type: 'image', format: null, duration: null, thumb: null, has_audio: false } as const;

type Media = { kind: 'image'; url: string } | { kind: 'embed'; service: EmbedService; source: string; embed: string };

/** YouTube and Vimeo addresses as people paste them, to the frame address the embed block accepts. */
export function embedOf(address: string): Media | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') id = url.pathname.startsWith('/embed/') ? url.pathname.split('/')[2]! : url.searchParams.get('v');
  else if (host === 'youtu.be') id = url.pathname.slice(1);
  if (id && /^[\w-]{6,20}$/.test(id)) {
    const embed = normaliseEmbedUrl('youtube', `https://www.youtube.com/embed/${id}`);
    return embed ? { kind: 'embed', service: 'youtube', source: `https://www.youtube.com/watch?v=${id}`, embed } : null;
  }
  const vimeo = host === 'vimeo.com' ? /^\/(\d+)/.exec(url.pathname) : host === 'player.vimeo.com' ? /^\/video\/(\d+)/.exec(url.pathname) : null;
  if (vimeo) {
    const embed = normaliseEmbedUrl('vimeo', `https://player.vimeo.com/video/${vimeo[1]}`);
    return embed ? { kind: 'embed', service: 'vimeo', source: `https://vimeo.com/${vimeo[1]}`, embed } : null;
  }
  return null;
}

/** WordPress shortcodes that carry content become HTML; the ones that only stand for plugins' output go. */
function expandShortcodes(html: string): string {
  return html
    .replace(/\[caption[^\]]*\]([\s\S]*?)\[\/caption\]/gi, (_whole, inner: string) => {
      const split = /^(\s*(?:<a[^>]*>\s*)?<img[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(inner);
      return split ? `<figure>${split[1]}<figcaption>${split[2]}</figcaption></figure>` : inner;
    })
    .replace(/\[embed[^\]]*\]([\s\S]*?)\[\/embed\]/gi, '<p>$1</p>')
    .replace(/\[(gallery|audio|video|playlist|contact-form-7)[^\]]*\](?:[\s\S]*?\[\/\1\])?/gi, '');
}

/** Cuts HTML to `max` characters as plain text with an ellipsis; `cut` tells the caller it happened. */
export function fit(html: string, max: number, cut: () => void): string {
  if (html.length <= max) return html;
  cut();
  let text = htmlToText(html.replace(/<br\s*\/?>/gi, ' '));
  let escaped = escapeHtml(text);
  while (escaped.length > max - 1) {
    text = text.slice(0, Math.max(0, text.length - Math.max(1, escaped.length - max + 1)));
    escaped = escapeHtml(text);
  }
  return `${escaped}…`;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');
const tidyBreaks = (html: string) => html.replace(/(?:\s*<br>\s*){3,}/g, '<br><br>').replace(/^(?:\s|<br>)+|(?:\s|<br>)+$/g, '');
/** Only <br> stays: what headers, quotes and captions hold. */
const linesOnly = (html: string) => html.replace(/<(?!br>)[^>]*>/g, '');
const plainOf = (html: string) => collapse(htmlToText(html.replace(/<br>/g, ' '))).trim();

class Converter {
  readonly pieces: Piece[] = [];
  truncated = false;
  private paragraph = '';
  private pending: Media[] = [];
  private ids = 0;

  constructor(
    private readonly base: string | null,
    private readonly classic: boolean,
  ) {}

  private readonly cut = () => {
    this.truncated = true;
  };

  private id(): string {
    return `imp${++this.ids}`;
  }

  push(block: Omit<Block, 'id' | 'tunes'>, picture: string | null = null): void {
    this.pieces.push({ block: { ...block, id: this.id(), tunes: {} } as Block, picture });
  }

  pushParagraph(html: string, picture: string | null = null): void {
    const text = tidyBreaks(html);
    if (isBlank(text)) return;
    const alone = embedOf(htmlToText(text).trim());
    if (alone && /^https?:\/\/\S+$/.test(htmlToText(text).trim())) return this.pushMedia(alone);
    this.push({ type: 'paragraph', data: { text: fit(text, BLOCK_LIMITS.paragraph, this.cut) } }, picture);
  }

  pushMedia(media: Media, caption = ''): void {
    if (media.kind === 'embed') {
      const text = fit(plainOf(caption), BLOCK_LIMITS.caption, this.cut);
      this.push({ type: 'embed', data: { service: media.service, source: media.source, embed: media.embed, width: null, height: null, caption: text } });
      return;
    }
    const block: Omit<CarouselBlock, 'id' | 'tunes'> = { type: 'carousel', data: { items: [{ url: media.url, caption: { ...CAROUSEL_CAPTION } }] } };
    this.push(block, media.url);
    const text = tidyBreaks(linesOnly(caption));
    if (!isBlank(text)) this.push({ type: 'paragraph', data: { text: `<i>${fit(text, BLOCK_LIMITS.caption, this.cut)}</i>` } }, media.url);
  }

  /** Ends the paragraph being gathered; pictures met inside it follow it. */
  flush(): void {
    this.pushParagraph(this.paragraph);
    this.paragraph = '';
    const media = this.pending;
    this.pending = [];
    for (const item of media) this.pushMedia(item);
  }

  private mediaOf(element: Element): Media | null {
    if (element.name === 'img') {
      const url = absoluteUrl(element.attribs.src ?? element.attribs['data-src'] ?? '', this.base);
      return url && url.length <= BLOCK_LIMITS.url ? { kind: 'image', url } : null;
    }
    if (element.name === 'iframe') return embedOf(absoluteUrl(element.attribs.src ?? '', this.base) ?? '');
    return null;
  }

  /** Rich inline HTML of the nodes; pictures and frames are set aside for after the block. */
  inline(nodes: readonly ChildNode[], pre = false): string {
    let html = '';
    for (const node of nodes) {
      if (isText(node)) html += escapeHtml(pre ? node.data : collapse(node.data));
      if (!isTag(node) || DROPPED.has(node.name)) continue;
      const media = this.mediaOf(node);
      if (media) {
        this.pending.push(media);
        continue;
      }
      const inner = () => this.inline(node.children, pre || node.name === 'pre');
      switch (node.name) {
        case 'br':
          html += '<br>';
          break;
        case 'b':
        case 'strong':
          html += wrap('b', inner());
          break;
        case 'i':
        case 'em':
        case 'cite':
          html += wrap('i', inner());
          break;
        case 'mark':
          html += wrap('mark', inner());
          break;
        case 'a': {
          const href = absoluteUrl(node.attribs.href ?? '', this.base);
          const text = inner();
          html += href && href.length <= BLOCK_LIMITS.url && !isBlank(text) ? `<a href="${escapeHtml(href)}">${text}</a>` : text;
          break;
        }
        case 'iframe':
        case 'img':
          break;
        default:
          html += BLOCKS_IN_INLINE.has(node.name) ? `<br>${inner()}<br>` : inner();
      }
    }
    return pre ? html.replace(/\r?\n/g, '<br>') : html;
  }

  private listItems(list: Element, depth: number, count: { n: number }): ListItem[] {
    const items: ListItem[] = [];
    for (const child of list.children) {
      if (!isTag(child) || child.name !== 'li') continue;
      if (count.n >= BLOCK_LIMITS.listItems) {
        this.truncated = true;
        break;
      }
      count.n++;
      const nested = child.children.filter((node): node is Element => isTag(node) && (node.name === 'ul' || node.name === 'ol'));
      const own = child.children.filter((node) => !nested.includes(node as Element));
      const deeper = depth < BLOCK_LIMITS.listDepth;
      const text = this.inline(deeper ? own : child.children);
      items.push({ content: fit(tidyBreaks(text), BLOCK_LIMITS.listItem, this.cut), items: deeper ? nested.flatMap((sub) => this.listItems(sub, depth + 1, count)) : [] });
    }
    return items;
  }

  private figure(element: Element): void {
    const caption = element.children.find((node): node is Element => isTag(node) && node.name === 'figcaption');
    const before = this.pending.length;
    this.inline(element.children.filter((node) => node !== caption));
    const found = this.pending.splice(before);
    if (found.length === 0) return this.walk(element.children);
    const captionHtml = caption ? this.inline(caption.children) : '';
    found.forEach((media, index) => this.pushMedia(media, index === found.length - 1 ? captionHtml : ''));
  }

  private table(element: Element): void {
    const rows: Element[] = [];
    const collect = (nodes: readonly ChildNode[]) => {
      for (const node of nodes) {
        if (!isTag(node)) continue;
        if (node.name === 'tr') rows.push(node);
        else collect(node.children);
      }
    };
    collect(element.children);
    for (const row of rows) {
      const cells = row.children.filter(isTag).map((cell) => tidyBreaks(this.inline(cell.children)));
      this.pushParagraph(cells.filter((cell) => !isBlank(cell)).join(' · '));
    }
  }

  /** Text met between blocks: a blank line separates paragraphs, and in a classic WordPress post a line break is one. */
  private text(data: string): void {
    const parts = data.split(/\n\s*\n/);
    parts.forEach((part, index) => {
      if (index > 0) this.flush();
      this.paragraph += this.classic ? part.split(/\s*\n\s*/).map((line) => escapeHtml(collapse(line))).join('<br>') : escapeHtml(collapse(part));
    });
  }

  walk(nodes: readonly ChildNode[]): void {
    for (const node of nodes) {
      if (isText(node)) this.text(node.data);
      if (!isTag(node) || DROPPED.has(node.name)) continue;
      const name = node.name;
      if (CONTAINERS.has(name)) {
        this.flush();
        this.walk(node.children);
        this.flush();
      } else if (name === 'p') {
        this.flush();
        this.paragraph = this.inline(node.children);
        this.flush();
      } else if (/^h[1-4]$/.test(name)) {
        this.flush();
        const text = plainOf(this.inline(node.children));
        if (text !== '') this.push({ type: 'header', data: { text: fit(escapeHtml(text), BLOCK_LIMITS.header, this.cut), level: 2 } });
        this.flush();
      } else if (name === 'h5' || name === 'h6') {
        this.flush();
        this.pushParagraph(wrap('b', this.inline(node.children)));
        this.flush();
      } else if (name === 'ul' || name === 'ol') {
        this.flush();
        const items = this.listItems(node, 1, { n: 0 });
        if (items.length > 0) this.push({ type: 'list', data: { style: name === 'ol' ? 'ordered' : 'unordered', items } });
        this.flush();
      } else if (name === 'blockquote') {
        this.flush();
        const citation = node.children.find((child): child is Element => isTag(child) && (child.name === 'cite' || child.name === 'footer'));
        const text = tidyBreaks(linesOnly(this.inline(node.children.filter((child) => child !== citation))));
        const caption = citation ? plainOf(this.inline(citation.children)) : '';
        if (!isBlank(text)) {
          this.push({ type: 'quote', data: { text: fit(text, BLOCK_LIMITS.quote, this.cut), caption: fit(escapeHtml(caption), BLOCK_LIMITS.caption, this.cut), alignment: 'left' } });
        }
        this.flush();
      } else if (name === 'figure') {
        this.flush();
        this.figure(node);
      } else if (name === 'img' || name === 'iframe') {
        this.flush();
        const media = this.mediaOf(node);
        if (media) this.pushMedia(media);
      } else if (name === 'pre') {
        this.flush();
        this.pushParagraph(this.inline(node.children, true));
      } else if (name === 'hr') {
        this.flush();
        this.push({ type: 'delimiter', data: {} });
      } else if (name === 'table') {
        this.flush();
        this.table(node);
      } else if (name === 'br') {
        this.paragraph += '<br>';
      } else {
        this.paragraph += this.inline([node]);
      }
    }
  }
}

function wrap(tag: string, html: string): string {
  return isBlank(html) ? html : `<${tag}>${html}</${tag}>`;
}

/** Relative addresses are read against `base` (the post's own address). */
export function htmlToBlocks(html: string, base: string | null): Conversion {
  const source = expandShortcodes(html);
  const converter = new Converter(base, !/<p[\s>]/i.test(source));
  converter.walk(parseDocument(source).children);
  converter.flush();
  return { pieces: converter.pieces, truncated: converter.truncated };
}
