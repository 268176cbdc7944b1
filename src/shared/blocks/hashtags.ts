/**
 * Hashtags written in post text: # followed by Cyrillic or Latin letters or digits, as the
 * editor's tag suggestions understand them. Tags inside links do not count: a URL's
 * #fragment is not a tag, and hrefs are not text at all.
 */
import { htmlToText } from './text.ts';
import type { Block, ListItem } from './types.ts';

export const HASHTAG_LIMITS = { count: 30, length: 64 } as const;

/**
 * Matched in decoded text (an entity-written # is a # to the reader). The # must not follow a
 * letter or digit (so `C#` and `x#y` are not tags), and the tag must hold at least one
 * letter (`#1` is a number, not a topic).
 */
const HASHTAG = /(?<![\p{L}\p{N}#])#([\p{sc=Cyrillic}\p{sc=Latin}0-9]+)/gu;
const HAS_LETTER = /\p{L}/u;
/** Addresses written as text; their fragments are removed before looking for tags. */
const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)\S+/giu;

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

/** Unique lowercased tags in order of appearance, at most 30, each at most 64 characters. */
export function extractHashtags(blocks: readonly Block[]): string[] {
  const tags = new Set<string>();
  for (const html of blocks.flatMap(textsOf)) {
    const text = htmlToText(html).normalize('NFC').replace(URL_IN_TEXT, ' ');
    for (const match of text.matchAll(HASHTAG)) {
      const tag = match[1]!.toLowerCase();
      if (tag.length > HASHTAG_LIMITS.length || !HAS_LETTER.test(tag)) continue;
      tags.add(tag);
      if (tags.size >= HASHTAG_LIMITS.count) return [...tags];
    }
  }
  return [...tags];
}
