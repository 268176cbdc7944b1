// As the editor's tag suggestions understand them. Tags inside links do not count: a URL's #fragment is
// not a tag, and hrefs are not text at all.
import { htmlToText } from './text.ts';
import type { Block, ListItem } from './types.ts';

export function tagPath(tag: string): string {
  return `/tag/${encodeURIComponent(tag.toLowerCase())}`;
}

/** Tags are stored in NFC and lower case; a link or a search may spell them otherwise. */
export function storedTag(written: string): string {
  return written.normalize('NFC').toLowerCase();
}

export const HASHTAG_LIMITS = { count: 30, length: 64 } as const;

// The # must not follow a letter or digit (`C#`, `x#y`) nor `&` (in escaped HTML `&#x23;` is an entity,
// so the renderer and the indexer agree on `Q&#A`); a tag needs a letter (`#1` is a number, not a topic).
const HASHTAG = /(?<![\p{L}\p{N}#&])#([\p{sc=Cyrillic}\p{sc=Latin}0-9]+)/gu;
const HAS_LETTER = /\p{L}/u;
/** Addresses written as text: their #fragments are not tags. */
const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)\S+/giu;

export interface HashtagMatch {
  index: number;
  written: string;
  tag: string;
}

/** The one rule both the indexer and the renderer use, so every tag link leads to a page that lists the post. */
export function hashtagsIn(text: string): HashtagMatch[] {
  if (!text.includes('#')) return [];
  const urls = [...text.matchAll(URL_IN_TEXT)].map((m) => [m.index, m.index + m[0].length] as const);
  const inUrl = (at: number) => urls.some(([start, end]) => at >= start && at < end);
  const found: HashtagMatch[] = [];
  for (const match of text.matchAll(HASHTAG)) {
    const tag = match[1]!;
    if (tag.length > HASHTAG_LIMITS.length || !HAS_LETTER.test(tag) || inUrl(match.index)) continue;
    found.push({ index: match.index, written: match[0], tag: tag.toLowerCase() });
  }
  return found;
}

function listTexts(items: readonly ListItem[]): string[] {
  return items.flatMap((item) => [item.content, ...listTexts(item.items)]);
}

function textsOf(block: Block): string[] {
  switch (block.type) {
    case 'paragraph':
    case 'header':
      return [block.data.text];
    case 'list':
      return listTexts(block.data.items);
    case 'quote':
      return [block.data.text, block.data.caption];
    default:
      return [];
  }
}

export function extractHashtags(blocks: readonly Block[]): string[] {
  const tags = new Set<string>();
  for (const html of blocks.flatMap(textsOf)) {
    for (const { tag } of hashtagsIn(htmlToText(html).normalize('NFC'))) {
      tags.add(tag);
      if (tags.size >= HASHTAG_LIMITS.count) return [...tags];
    }
  }
  return [...tags];
}
