// A scanner rather than a DOM: it reads only the head with indexOf (linear time) and never builds a tree, so hostile
// pages cost no more than their capped size.
import { BLOCK_LIMITS, httpUrl } from '../../../shared/blocks/validate.ts';
import { htmlToPlainText } from '../../lib/sanitize.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute http(s) URL, not yet checked against the address policy. */
  image: string | null;
}

/** The head is near the top; nothing past this is looked at. */
const SCAN_CHARS = 512 * 1024;
const TAG = /<(?:(meta|link|title|script|style)(?=[\s/>])|(!--))/iy;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const searches = new Map<string, RegExp>();

/** Case-insensitive indexOf. (Lowercasing the page instead can shift indexes: 'İ' grows.) */
function find(html: string, needle: string, from: number): number {
  let search = searches.get(needle);
  if (!search) {
    search = new RegExp(needle.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'gi');
    searches.set(needle, search);
  }
  search.lastIndex = from;
  return search.exec(html)?.index ?? -1;
}

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** Plain one-line text of at most `max` characters, without a split surrogate pair at the end. */
function clean(raw: string | undefined, max: number): string {
  if (!raw) return '';
  const text = htmlToPlainText(raw)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  return text.slice(0, max).replace(/[\ud800-\udbff]$/, '').trimEnd();
}

/** Scans the head: first value wins per meta key, as pages repeat tags for old crawlers. */
function scan(html: string): { metas: Map<string, string>; title: string | undefined; imageSrc: string | undefined } {
  const metas = new Map<string, string>();
  let title: string | undefined;
  let imageSrc: string | undefined;
  let pos = 0;
  while ((pos = html.indexOf('<', pos)) !== -1) {
    TAG.lastIndex = pos;
    const match = TAG.exec(html);
    const tag = (match?.[1] ?? match?.[2])?.toLowerCase();
    if (!tag) {
      if (/^(?:<\/head|<body)\b/i.test(html.slice(pos, pos + 6))) break;
      pos++;
      continue;
    }
    if (tag === '!--' || tag === 'script' || tag === 'style') {
      const close = tag === '!--' ? '-->' : `</${tag}`;
      const end = find(html, close, pos + tag.length + 1);
      if (end === -1) break;
      pos = end + close.length;
      continue;
    }
    const end = html.indexOf('>', pos);
    if (end === -1) break;
    if (tag === 'title') {
      const close = find(html, '</title', end);
      if (close === -1) break;
      title ??= html.slice(end + 1, close);
      pos = close + 7;
      continue;
    }
    const attrs = attributes(html.slice(pos + tag.length + 1, end));
    if (tag === 'meta') {
      const key = (attrs.get('property') ?? attrs.get('name') ?? '').toLowerCase();
      const content = attrs.get('content');
      if (key && content?.trim() && !metas.has(key)) metas.set(key, content);
    } else if ((attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes('image_src')) {
      imageSrc ??= attrs.get('href');
    }
    pos = end + 1;
  }
  return { metas, title, imageSrc };
}

function absoluteImage(raw: string | undefined, pageUrl: string): string | null {
  if (!raw) return null;
  const value = htmlToPlainText(raw).trim();
  try {
    return httpUrl(new URL(value, pageUrl).href);
  } catch {
    return null;
  }
}

export function parsePageMeta(html: string, pageUrl: string): PageMeta {
  const { metas, title, imageSrc } = scan(html.slice(0, SCAN_CHARS));
  const first = (...keys: string[]) => keys.map((key) => metas.get(key)).find((value) => value !== undefined);
  return {
    title: clean(first('og:title', 'twitter:title') ?? title, BLOCK_LIMITS.linkTitle),
    description: clean(first('og:description', 'twitter:description', 'description'), BLOCK_LIMITS.linkDescription),
    image: absoluteImage(first('og:image:secure_url', 'og:image:url', 'og:image', 'twitter:image', 'twitter:image:src') ?? imageSrc, pageUrl),
  };
}

/** Charset from the header, else a <meta> in the first bytes, else UTF-8 (Russian sites still serve windows-1251). */
export function decodeHtml(body: Buffer, contentTypeHeader: string | undefined): string {
  const fromHeader = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentTypeHeader ?? '')?.[1];
  const sniffed = fromHeader ?? /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(body.subarray(0, 4096).toString('latin1'))?.[1];
  try {
    return new TextDecoder(sniffed ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
