/**
 * Hashtags in sanitized rich text (paragraphs, list items) become links to `/tag/{tag}`
 * (spec 1, section 2). The input is the server's sanitized HTML, so it is well formed and
 * carries only b, i, mark, br and <a>; only its text runs are touched, never a tag and
 * never the text of an existing link.
 *
 * The rules mirror the indexer in shared/blocks/hashtags.ts, so every link leads to a tag
 * page that can list the post: a # not after a letter or digit, Cyrillic/Latin letters or
 * digits, at least one letter, at most 64 characters, not inside a URL written as text.
 * Matching runs on the escaped text, where a # right after & starts an entity (&#x23;),
 * so that # is excluded too.
 */
import { HASHTAG_LIMITS } from '../../../shared/blocks/hashtags.ts';

const HASHTAG = /(?<![\p{L}\p{N}#&])#([\p{sc=Cyrillic}\p{sc=Latin}0-9]+)/gu;
const HAS_LETTER = /\p{L}/u;
const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)\S+/giu;
/** Tags and text runs; sanitized HTML has no `>` inside attribute values. */
const TAG_OR_TEXT = /<[^>]*>|[^<]+/g;

export function tagHref(tag: string): string {
  return `/tag/${encodeURIComponent(tag.toLowerCase())}`;
}

function isTagName(tag: string): boolean {
  return tag.length <= HASHTAG_LIMITS.length && HAS_LETTER.test(tag);
}

function linkText(text: string): string {
  if (!text.includes('#')) return text;
  const urls = [...text.matchAll(URL_IN_TEXT)].map((m) => [m.index, m.index + m[0].length] as const);
  const inUrl = (at: number) => urls.some(([start, end]) => at >= start && at < end);
  return text.replace(HASHTAG, (whole, tag: string, at: number) =>
    // The matched characters are letters, digits and # only: safe to copy into HTML as is.
    isTagName(tag) && !inUrl(at) ? `<a href="${tagHref(tag)}" data-hashtag="">${whole}</a>` : whole,
  );
}

export function linkHashtags(html: string): string {
  let linkDepth = 0;
  return html.replace(TAG_OR_TEXT, (part) => {
    if (part.startsWith('<')) {
      if (/^<a[\s>]/i.test(part)) linkDepth++;
      else if (/^<\/a\s*>/i.test(part)) linkDepth = Math.max(0, linkDepth - 1);
      return part;
    }
    return linkDepth > 0 ? part : linkText(part);
  });
}
