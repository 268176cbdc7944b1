/**
 * The server side of "HTML in blocks sanitized on save": validated blocks → the copy that
 * is stored and rendered. sanitize-html parses like a browser would, so whatever comes out
 * is inert whatever went in. Field conventions are described in shared/blocks/types.ts.
 */
import sanitizeHtml from 'sanitize-html';
import type { Block, CarouselItem, LinkAutoMeta, LinkMeta, ListItem } from '../../shared/blocks/types.ts';
import { escapeHtml } from '../../shared/meta-tags.ts';
import { htmlToText, isBlank, linesToBreaks } from '../../shared/blocks/text.ts';

/** Elements whose content is dropped with them, not kept as text. */
const DROP_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'svg', 'math', 'iframe', 'object', 'noembed', 'noframes', 'xmp'];

const BASE: sanitizeHtml.IOptions = {
  allowedAttributes: {},
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  nonTextTags: DROP_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
};

/**
 * A link survives only with an absolute http(s) href, rewritten in its parsed form and
 * opened in a new tab without access to the opener; any other <a> loses its attributes
 * here and is unwrapped to its text by unwrapBareAnchors. (Renaming the tag to one the
 * allowlist discards would be shorter, but sanitize-html then mislabels a later closing tag.)
 */
function safeAnchor(_tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = linkHref(attribs.href);
  if (!href) return { tagName: 'a', attribs: {} };
  return { tagName: 'a', attribs: { href, rel: 'nofollow noopener', target: '_blank' } };
}

function unwrapBareAnchors(frame: sanitizeHtml.IFrame): boolean | 'excludeTag' {
  return frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false;
}

function linkHref(raw: string | undefined): string | null {
  if (!raw) return null;
  // The parser already decoded entities; control characters and spaces are refused, not stripped.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(raw)) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const RICH: sanitizeHtml.IOptions = {
  ...BASE,
  allowedTags: ['b', 'i', 'a', 'br', 'mark'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  transformTags: { strong: 'b', em: 'i', a: safeAnchor },
  exclusiveFilter: unwrapBareAnchors,
};

const LINES: sanitizeHtml.IOptions = { ...BASE, allowedTags: ['br'] };
const TEXT: sanitizeHtml.IOptions = { ...BASE, allowedTags: [] };

/** Paragraph and list-item HTML: b, i, mark, br and safe links only. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH).trim();
}

/** Escaped text with line breaks only (quotes, captions); typed lines stay lines. */
export function sanitizeLineText(html: string): string {
  return sanitizeHtml(linesToBreaks(html), LINES).trim();
}

/** Escaped text without any markup (headers). */
export function sanitizeInlineText(html: string): string {
  return sanitizeHtml(html, TEXT).trim();
}

/**
 * Any HTML → raw text with every entity decoded (the parser knows all named entities;
 * the re-escaped output is then decoded once). For text taken from foreign pages.
 */
export function htmlToPlainText(html: string): string {
  return htmlToText(sanitizeHtml(html, TEXT));
}

/** Raw text fields: no control characters, no surrounding space. */
function cleanPlain(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
}

function sanitizeListItems(items: readonly ListItem[]): ListItem[] {
  return items.map((item) => ({ content: sanitizeRichText(item.content), items: sanitizeListItems(item.items) }));
}

function sanitizeMeta(meta: LinkMeta): LinkMeta {
  const clean: LinkMeta = { title: cleanPlain(meta.title), description: cleanPlain(meta.description) };
  return meta.image ? { ...clean, image: { url: meta.image.url } } : clean;
}

function sanitizeAutoMeta(meta: LinkAutoMeta): LinkAutoMeta {
  const clean: LinkAutoMeta = { ...meta, ...sanitizeMeta(meta) };
  if (!meta.data) return clean;
  return { ...clean, data: { user: { ...meta.data.user, name: cleanPlain(meta.data.user.name) } } };
}

/** A card with no title, description or picture: its preview failed, so it would be an empty frame. */
function isEmptyPreview(meta: LinkMeta): boolean {
  return meta.title === '' && meta.description === '' && !meta.image;
}

/** The plain link an author pasted, kept as a paragraph when its card would show nothing. */
function linkParagraph(block: Block, link: string): Block {
  const href = escapeHtml(link);
  return { id: block.id, type: 'paragraph', data: { text: sanitizeRichText(`<a href="${href}">${href}</a>`) }, tunes: block.tunes };
}

function keepCarouselItem(item: CarouselItem): boolean {
  return item.url !== '';
}

/**
 * Validated blocks → the stored copy: HTML reduced per field, empty paragraphs and
 * headers and carousel items without a url dropped, link cards whose preview failed
 * turned back into the plain link. URLs were already normalised to http(s) by
 * validateBlocks and are kept as they are.
 */
export function sanitizeBlocks(blocks: readonly Block[]): Block[] {
  const out: Block[] = [];
  for (const block of blocks) {
    switch (block.type) {
      case 'paragraph': {
        const text = sanitizeRichText(block.data.text);
        if (!isBlank(text)) out.push({ ...block, data: { text } });
        break;
      }
      case 'header': {
        const text = sanitizeInlineText(block.data.text);
        if (!isBlank(text)) out.push({ ...block, data: { text, level: 2 } });
        break;
      }
      case 'list':
        out.push({ ...block, data: { style: block.data.style, items: sanitizeListItems(block.data.items) } });
        break;
      case 'quote':
        out.push({
          ...block,
          data: { text: sanitizeLineText(block.data.text), caption: sanitizeLineText(block.data.caption), alignment: block.data.alignment },
        });
        break;
      case 'embed':
        out.push({ ...block, data: { ...block.data, caption: sanitizeLineText(block.data.caption) } });
        break;
      case 'link': {
        const meta = sanitizeMeta(block.data.meta);
        out.push(isEmptyPreview(meta) ? linkParagraph(block, block.data.link) : { ...block, data: { link: block.data.link, meta } });
        break;
      }
      case 'linkAuto': {
        const meta = sanitizeAutoMeta(block.data.meta);
        out.push(isEmptyPreview(meta) ? linkParagraph(block, block.data.link) : { ...block, data: { link: block.data.link, meta } });
        break;
      }
      case 'carousel':
        out.push({ ...block, data: { items: block.data.items.filter(keepCarouselItem) } });
        break;
      case 'delimiter':
        out.push(block);
        break;
    }
  }
  return out;
}
