/** Only text runs of the server's sanitized HTML are touched, never a tag or an existing link's text. */
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
