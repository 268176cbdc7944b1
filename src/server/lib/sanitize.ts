// sanitize-html parses like a browser would, so whatever comes out is inert whatever went in:
// docs/adr/0009-post-blocks-sanitized-on-save.md.
import sanitizeHtml from 'sanitize-html';
import type { Block, CarouselItem, LinkAutoMeta, LinkMeta, ListItem } from '../../shared/blocks/types.ts';
import { escapeHtml } from '../../shared/meta-tags.ts';
import { htmlToText, isBlank, linesToBreaks } from '../../shared/blocks/text.ts';

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
 * An <a> without a valid href loses its attributes here and is unwrapped by unwrapBareAnchors. (Renaming
 * it to a tag the allowlist discards would be shorter, but sanitize-html then mislabels a later closing tag.)
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

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH).trim();
}

export function sanitizeLineText(html: string): string {
  return sanitizeHtml(linesToBreaks(html), LINES).trim();
}

export function sanitizeInlineText(html: string): string {
  return sanitizeHtml(html, TEXT).trim();
}

/** The parser knows all named entities; its re-escaped output is then decoded once. */
export function htmlToPlainText(html: string): string {
  return htmlToText(sanitizeHtml(html, TEXT));
}

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

function isEmptyPreview(meta: LinkMeta): boolean {
  return meta.title === '' && meta.description === '' && !meta.image;
}

function linkParagraph(block: Block, link: string): Block {
  const href = escapeHtml(link);
  return { id: block.id, type: 'paragraph', data: { text: sanitizeRichText(`<a href="${href}">${href}</a>`) }, tunes: block.tunes };
}

function keepCarouselItem(item: CarouselItem): boolean {
  return item.url !== '';
}

/** URLs were already normalised to http(s) by validateBlocks and are kept as they are. */
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
      case 'poll':
        out.push(block);
        break;
    }
  }
  return out;
}
