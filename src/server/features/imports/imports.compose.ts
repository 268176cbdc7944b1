// One source item → the blocks of a Pero post: its title as the header, the featured picture as the cover and the
// excerpt as the lead (both shown in the feed), the body, then its categories and tags as hashtags, which are how Pero
// files a post under a topic. The block count is capped like the editor's; what is cut is reported, not refused.
import { BLOCK_LIMITS, HASHTAG_LIMITS, type Block } from '../../../shared/blocks/index.ts';
import { escapeHtml } from '../../../shared/meta-tags.ts';
import { fit, htmlToBlocks, type Piece } from './imports.html.ts';
import type { SourceItem } from './imports.source.ts';

export interface ComposedPost {
  pieces: Piece[];
  truncated: boolean;
  /** Distinct remote pictures, in order. */
  pictures: string[];
}

const TAG_CHARACTERS = /[^\p{sc=Cyrillic}\p{sc=Latin}0-9]/gu;

/** "Web design" → "#Webdesign": a tag is one word of letters and digits with a letter in it. */
export function hashtagOf(name: string): string | null {
  const word = name.normalize('NFC').replace(TAG_CHARACTERS, '');
  return word.length > 0 && word.length <= HASHTAG_LIMITS.length && /\p{L}/u.test(word) ? `#${word}` : null;
}

function hashtagLine(tags: readonly string[]): string {
  const seen = new Map<string, string>();
  for (const tag of tags) {
    const hashtag = hashtagOf(tag);
    if (hashtag && !seen.has(hashtag.toLowerCase())) seen.set(hashtag.toLowerCase(), hashtag);
  }
  return [...seen.values()].slice(0, HASHTAG_LIMITS.count).join(' ');
}

function block(id: string, fields: Omit<Block, 'id' | 'tunes'>, tunes: Block['tunes'] = {}): Block {
  return { ...fields, id, tunes } as Block;
}

export function composePost(item: SourceItem): ComposedPost {
  const body = htmlToBlocks(item.html, item.baseUrl);
  let truncated = body.truncated;
  const head: Piece[] = [];
  const title = item.title.replace(/\s+/g, ' ').trim();
  if (title !== '') {
    const text = fit(escapeHtml(title), BLOCK_LIMITS.header, () => (truncated = true));
    head.push({ block: block('title', { type: 'header', data: { text, level: 2 } }), picture: null });
  }
  if (item.coverUrl) {
    const cover = { url: item.coverUrl, caption: { width: null, height: null, is_image: true, resource_type: 'image' as const, format: null, duration: null, thumb: null, has_audio: false } };
    head.push({ block: block('cover', { type: 'carousel', data: { items: [cover] } }, { ShowInFeed: true }), picture: item.coverUrl });
  }
  if (item.lead) {
    const lead = htmlToBlocks(item.lead, item.baseUrl).pieces.find((piece) => piece.block.type === 'paragraph');
    if (lead) head.push({ block: { ...lead.block, id: 'lead', tunes: { ShowInFeed: true } }, picture: null });
  }
  // The featured picture often opens the body too: it is shown once, as the cover.
  const content = body.pieces.filter((piece) => piece.picture === null || piece.picture !== item.coverUrl);
  const tags = hashtagLine(item.tags);
  const tail: Piece[] = tags === '' ? [] : [{ block: block('tags', { type: 'paragraph', data: { text: tags } }), picture: null }];

  const room = BLOCK_LIMITS.blocks - head.length - tail.length;
  if (content.length > room) truncated = true;
  const pieces = [...head, ...content.slice(0, Math.max(0, room)), ...tail];
  const pictures = [...new Set(pieces.flatMap((piece) => (piece.picture ? [piece.picture] : [])))];
  return { pieces, truncated, pictures };
}
