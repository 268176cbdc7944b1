/**
 * Which blocks a post shows where. The title is the first header block (text.ts titleOf),
 * shown by the page as its h1, so the body skips it. A card in a list shows what the author
 * marked "Display in the feed", at most CARD_BLOCKS_MAX of them; without marks it shows,
 * vc.ru-style, the first paragraph and the first media, both only if not hidden. The server
 * makes this choice, so a list never carries a post's other blocks.
 */
import type { Block } from './types.ts';

const MEDIA_TYPES: ReadonlySet<Block['type']> = new Set(['carousel', 'embed', 'link']);

/** A card is a teaser: an author who marks the whole post still gets a card, not the post. */
export const CARD_BLOCKS_MAX = 4;

/** Every block except the title. */
export function bodyBlocks(blocks: readonly Block[]): Block[] {
  const title = blocks.findIndex((block) => block.type === 'header');
  return title < 0 ? [...blocks] : blocks.filter((_, index) => index !== title);
}

export function cardBlocks(blocks: readonly Block[]): Block[] {
  const body = bodyBlocks(blocks);
  const marked = body.filter((block) => block.tunes.ShowInFeed);
  if (marked.length > 0) return marked.slice(0, CARD_BLOCKS_MAX);
  const visible = body.filter((block) => !block.tunes.Hide);
  const paragraph = visible.find((block) => block.type === 'paragraph');
  const media = visible.find((block) => MEDIA_TYPES.has(block.type));
  // Keep the author's order: a picture above the text stays above it.
  return body.filter((block) => block === paragraph || block === media);
}
