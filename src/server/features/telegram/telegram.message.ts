// What a channel is sent for a post: its title in bold, its lead, and the link, in Telegram's HTML parse mode. The
// limits count the text as shown (entities parsed), so the budget is counted on the plain parts before escaping.

/** Telegram's limits: a photo's caption, a text message. */
export const CAPTION_LIMIT = 1024;
export const TEXT_LIMIT = 4096;

export interface PostForChannel {
  title: string;
  lead: string;
  url: string;
  /** An absolute address of the cover, or null. */
  photo: string | null;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Cut to `max` characters (code points, as Telegram counts near enough), ending with an ellipsis when cut. */
function cut(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  return max <= 1 ? '' : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

export function messageText(post: PostForChannel, limit: number): string {
  const separator = '\n\n';
  const url = post.url;
  let room = limit - [...url].length;
  const title = cut(post.title.trim(), Math.max(0, Math.min(room - separator.length, 300)));
  if (title) room -= [...title].length + separator.length;
  const lead = post.lead.trim() ? cut(post.lead.trim(), Math.max(0, room - separator.length)) : '';
  return [title && `<b>${escapeHtml(title)}</b>`, lead && escapeHtml(lead), escapeHtml(url)].filter(Boolean).join(separator);
}
