/**
 * A card is a teaser laid out as on vc.ru: what the author marked "Display in the feed", led by a
 * paragraph when the post has one, then one cover (the first marked media, or the first visible one),
 * then its first visible poll: a poll is answered from the feed.
 * The server makes this choice, so a list never carries a post's other blocks.
 */
import type { Block } from './types.ts';

const MEDIA_TYPES: ReadonlySet<Block['type']> = new Set(['carousel', 'embed', 'link', 'linkAuto']);

/** A card is a teaser: an author who marks the whole post still gets a card, not the post. */
export const CARD_TEXT_MAX = 3;

/** A picture, a video or a link's card: what a card shows as its cover. */
export const isMediaBlock = (block: Block) => MEDIA_TYPES.has(block.type);

/** Every block except the title, which the page shows as its h1. */
export function bodyBlocks(blocks: readonly Block[]): Block[] {
  const title = blocks.findIndex((block) => block.type === 'header');
  return title < 0 ? [...blocks] : blocks.filter((_, index) => index !== title);
}

function cardText(marked: readonly Block[], visible: readonly Block[]): Block[] {
  const text = marked.filter((block) => !isMediaBlock(block));
  if (!text.some((block) => block.type === 'paragraph')) {
    const lead = visible.find((block) => block.type === 'paragraph');
    if (lead) text.unshift(lead);
  }
  return text.slice(0, CARD_TEXT_MAX);
}

export function cardBlocks(blocks: readonly Block[]): Block[] {
  const body = bodyBlocks(blocks);
  const marked = body.filter((block) => block.tunes.ShowInFeed);
  const visible = body.filter((block) => !block.tunes.Hide);
  const cover = (marked.length > 0 ? marked : visible).find(isMediaBlock);
  const text = cardText(marked, visible).filter((block) => block.type !== 'poll');
  const poll = visible.find((block) => block.type === 'poll');
  return [...text, ...(cover ? [cover] : []), ...(poll ? [poll] : [])];
}

/** The picture that represents the post: the first visible carousel image or link preview image. */
export function leadImage(blocks: readonly Block[]): string | null {
  for (const block of blocks) {
    if (block.tunes.Hide) continue;
    if (block.type === 'carousel') {
      const image = block.data.items.find((item) => item.caption.is_image);
      if (image) return image.url;
    }
    if ((block.type === 'link' || block.type === 'linkAuto') && block.data.meta.image) return block.data.meta.image.url;
  }
  return null;
}
