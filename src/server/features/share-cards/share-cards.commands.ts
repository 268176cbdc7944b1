// A post's card follows the post: drawn when it is published without a picture of its own, drawn again when
// what the card shows changes, and removed when the post is unpublished or deleted, gets a picture, or its
// author ends their account. The replaced file is deleted after the row has moved on, so the page never
// points at a missing file.
import { createHash, randomBytes } from 'node:crypto';
import { leadImage } from '../../../shared/blocks/select.ts';
import { translator } from '../../../shared/i18n/index.ts';
import type { Db } from '../../db/client.ts';
import type { ShareCardRef } from '../../db/schema/index.ts';
import type { Storage } from '../../platform/storage/index.ts';
import type { SiteSettings } from '../site/index.ts';
import { cardPost, publishedPostsWithoutCards, swapShareCard, type CardPost } from './share-cards.queries.ts';
import { renderShareCard, type ShareCardContent } from './share-cards.render.ts';

export interface CardStore {
  db: Db;
  storage: Storage;
}

/** What every card of the site carries besides its post. */
export interface CardSite {
  siteName: string;
  /** The headline of a post with neither a title nor text. */
  untitled: string;
}

export function cardSite(settings: Pick<SiteSettings, 'siteName' | 'defaultLanguage'>): CardSite {
  return { siteName: settings.siteName, untitled: translator(settings.defaultLanguage)('posts.untitled') };
}

function contentOf(post: CardPost, site: CardSite): ShareCardContent | null {
  if (!post.isPublish || post.deletedAt !== null || post.authorLeft || leadImage(post.blocks) !== null) return null;
  return { headline: post.title || post.excerpt || site.untitled, author: post.author, siteName: site.siteName };
}

function fingerprint(content: ShareCardContent): string {
  return createHash('sha256').update(JSON.stringify([content.headline, content.author, content.siteName])).digest('base64url');
}

/** A new address for every drawing: uploads are served as immutable, and the random part keeps it unguessable. */
function newKey(postId: number): string {
  const now = new Date();
  return `share-cards/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${postId}-${randomBytes(12).toString('base64url')}.png`;
}

async function drawCard(storage: Storage, postId: number, content: ShareCardContent): Promise<ShareCardRef> {
  const card = { key: newKey(postId), inputs: fingerprint(content) };
  await storage.put(card.key, await renderShareCard(content), { contentType: 'image/png' });
  return card;
}

/** Two runs for one post (a quick second edit) may overlap; the one that loses reads the post again. */
const ATTEMPTS = 3;

/** Whether the post's card changed. */
export async function refreshShareCard({ db, storage }: CardStore, postId: number, site: CardSite): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const post = await cardPost(db, postId);
    if (!post) return false;
    const content = contentOf(post, site);
    const current = post.shareCard;
    if ((current?.inputs ?? null) === (content && fingerprint(content))) return false;
    const next = content && (await drawCard(storage, postId, content));
    if (await swapShareCard(db, postId, current, next)) {
      if (current) await storage.delete([current.key]);
      return true;
    }
    if (next) await storage.delete([next.key]);
  }
  throw new Error(`the share card of post ${postId} kept changing while it was drawn`);
}

/** While one card is laid out on the main thread, the other's PNG is encoded on sharp's. */
const DRAWN_AT_ONCE = 2;

/** The demo's posts are written without events, so the seed draws their cards itself. */
export async function drawMissingShareCards(store: CardStore, site: CardSite): Promise<void> {
  const waiting = await publishedPostsWithoutCards(store.db);
  const drawer = async () => {
    for (let postId = waiting.shift(); postId !== undefined; postId = waiting.shift()) await refreshShareCard(store, postId, site);
  };
  await Promise.all(Array.from({ length: DRAWN_AT_ONCE }, drawer));
}
