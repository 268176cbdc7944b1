// Output is raw text, so it must be rendered as text (React children, escaped <meta> content), never as HTML.
import type { Block, HeaderBlock, ListItem } from './types.ts';

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Enough for sanitized fields, which carry a handful of inline tags; unknown named entities stay as written. */
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

// Whitespace and the Unicode format characters (soft hyphen, zero-width spaces, bidi marks, the BOM):
// text made only of them looks empty to a reader, so it must count as empty.
const INVISIBLE = /[\s\p{Cf}]/gu;

export function visibleText(text: string): string {
  return text.replace(INVISIBLE, '');
}

export function isBlank(html: string): boolean {
  return visibleText(htmlToText(html)) === '';
}

/**
 * Typing Enter in a contenteditable makes each new line a <div> (Chromium) or <p>. Fields that keep
 * only <br> would glue those lines together; the lone <br> holding an empty line open counts as no text.
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

export function titleOf(blocks: readonly Block[]): string {
  const header = firstHeader(blocks);
  return header ? collapse(htmlToText(header.data.text)) : '';
}

function listText(items: readonly ListItem[]): string[] {
  return items.flatMap((item) => [htmlToText(item.content), ...listText(item.items)]);
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
    case 'header':
      return htmlToText(block.data.text);
    case 'list':
      return listText(block.data.items).join('\n');
    case 'quote':
      return [htmlToText(block.data.text), htmlToText(block.data.caption)].filter((s) => s.trim()).join('\n');
    case 'poll':
      return block.data.question;
    default:
      return '';
  }
}

/** Hidden blocks are included: they are part of the post, just collapsed for readers. */
export function plainText(blocks: readonly Block[]): string {
  return blocks
    .map(blockText)
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** Without the title and hidden blocks, cut at a word boundary with an ellipsis. */
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
