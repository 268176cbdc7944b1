/**
 * Stored references ↔ public addresses. Blocks keep `/uploads/<key>`; every presenter turns
 * a reference into an address with mediaUrl() and the configured base (MEDIA_URL, else
 * APP_URL/uploads), so a new domain or a CDN changes addresses without rewriting a post.
 */
import { mapMediaUrls, UPLOADS_PREFIX, uploadKey } from '../../../shared/blocks/media.ts';
import type { Block } from '../../../shared/blocks/types.ts';
import type { Config } from '../../config.ts';

/** The public address of a stored reference; any other address is returned as it is. */
export function mediaUrl(ref: string, mediaBase: string): string {
  const key = uploadKey(ref);
  return key === null ? ref : `${mediaBase}/${key}`;
}

/** Blocks as readers get them: every stored reference made an address. */
export function presentBlockMedia(blocks: readonly Block[], mediaBase: string): Block[] {
  return mapMediaUrls(blocks, (ref) => mediaUrl(ref, mediaBase));
}

/** Blocks as they are stored: every address of our own files made a reference. */
export function storeBlockMedia(blocks: readonly Block[], ownBases: readonly string[]): Block[] {
  return mapMediaUrls(blocks, (url) => mediaRef(url, ownBases));
}

/**
 * The bases under which our own files are addressed: the current public base and the
 * app's own /uploads (where files are served when no CDN is set, and the proxy answers).
 */
export function ownMediaBases({ appUrl, mediaBase }: Pick<Config, 'appUrl' | 'mediaBase'>): string[] {
  return [...new Set([mediaBase, `${appUrl}/uploads`])];
}

/** An address of one of our files as its stored `/uploads/<key>` reference; other addresses unchanged. */
export function mediaRef(url: string, ownBases: readonly string[]): string {
  for (const base of ownBases) {
    if (!url.startsWith(`${base}/`)) continue;
    const ref = UPLOADS_PREFIX + url.slice(base.length + 1);
    if (uploadKey(ref) !== null) return ref;
  }
  return url;
}
