/**
 * Plain text out of stored blocks: the post title, search text and descriptions. Input
 * is the sanitized HTML of the text fields (see types.ts); output is raw text, so it
 * must be rendered as text (React children, escaped <meta> content), never as HTML.
 */
import type { Block, HeaderBlock, ListItem } from './types.ts';

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Inline HTML → text: <br> becomes a line break, other tags vanish, entities decode.
 * Enough for sanitized fields, which carry only a handful of inline tags and the
 * entities the sanitizer and browsers emit; unknown named entities stay as written.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
      }
      return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    });
}

/**
 * Characters that take no room on screen: whitespace and the Unicode format characters
 * (the soft hyphen, zero-width spaces and joiners, bidi marks and controls, the BOM). Text
 * made only of them looks empty to a reader, so it must count as empty.
 */
const INVISIBLE = /[\s\p{Cf}]/gu;

/** Text with every invisible character removed: what a reader can actually see. */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** Whether an inline HTML field (or plain text) shows a reader nothing at all. */
export function isBlank(html: string): boolean {
  return visibleText(htmlToText(html)) === '';
}

/**
 * Typing Enter in a contenteditable makes each new line a <div> (Chromium) or <p>. Fields
 * that keep only <br> would glue those lines together, so every line start becomes a <br>
 * first; the lone <br> that holds an empty line open counts as no text.
 */
export function linesToBreaks(html: string): string {
  return html
    .replace(/<(div|p)(?:\s[^>]*)?>\s*<br\s*\/?>\s*<\/\1>/gi, '<$1></$1>')
    .replace(/<(?:div|p)(?:\s[^>]*)?>/gi, '<br>')
    .replace(/<\/(?:div|p)>/gi, '')
    .replace(/^(?:\s|<br\s*\/?>)+|(?:\s|<br\s*\/?>)+$/gi, '');
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function firstHeader(blocks: readonly Block[]): HeaderBlock | undefined {
  return blocks.find((block): block is HeaderBlock => block.type === 'header');
}

/** The post title: the text of the first header block, on one line; '' without one. */
export function titleOf(blocks: readonly Block[]): string {
  const header = firstHeader(blocks);
  return header ? collapse(htmlToText(header.data.text)) : '';
}

function listText(items: readonly ListItem[]): string[] {
  return items.flatMap((item) => [htmlToText(item.content), ...listText(item.items)]);
}

/** The readable text of one block, or '' for blocks without text (media, links, delimiters). */
function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
    case 'header':
      return htmlToText(block.data.text);
    case 'list':
      return listText(block.data.items).join('\n');
    case 'quote':
      return [htmlToText(block.data.text), htmlToText(block.data.caption)].filter((s) => s.trim()).join('\n');
    default:
      return '';
  }
}

/**
 * All text of the post, blocks separated by blank lines (for search indexing). Hidden
 * blocks are included: they are part of the post, just collapsed for readers.
 */
export function plainText(blocks: readonly Block[]): string {
  return blocks
    .map(blockText)
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n\n');
}

/**
 * A one-line description of at most `max` characters: the text after the title, without
 * hidden blocks, cut at a word boundary with an ellipsis when longer.
 */
export function excerpt(blocks: readonly Block[], max: number): string {
  const title = firstHeader(blocks);
  const text = collapse(
    blocks
      .filter((block) => block !== title && !block.tunes.Hide)
      .map(blockText)
      .join(' '),
  );
  if (text.length <= max) return text;
  if (max < 2) return text.slice(0, Math.max(0, max));
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // Cut at the last space unless that throws away most of the text (one very long word).
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?—–-]+$/, '') + '…';
}
