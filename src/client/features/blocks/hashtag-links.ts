/**
 * Hashtags in sanitized rich text (paragraphs, list items) become links to `/tag/{tag}`
 * (spec 1, section 2). The input is the server's sanitized HTML, so it is well formed and
 * carries only b, i, mark, br and <a>; only its text runs are touched, never a tag and
 * never the text of an existing link. Which words are tags is decided by the indexer's own
 * rule (shared/blocks/hashtags.ts), so every link leads to a page that lists the post.
 */
import { hashtagsIn, tagPath } from '../../../shared/blocks/hashtags.ts';
/** Tags and text runs; sanitized HTML has no `>` inside attribute values. */
const TAG_OR_TEXT = /<[^>]*>|[^<]+/g;

function linkText(text: string): string {
  let out = '';
  let from = 0;
  for (const { index, written, tag } of hashtagsIn(text)) {
    // `written` is letters, digits and # only: safe to copy into HTML as is.
    out += text.slice(from, index) + `<a href="${tagPath(tag)}" data-hashtag="">${written}</a>`;
    from = index + written.length;
  }
  return out + text.slice(from);
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
