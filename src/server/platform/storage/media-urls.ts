// Blocks store `/uploads/<key>` references and presenters make addresses from the configured base,
// so a new domain or a CDN changes addresses without rewriting a post.
import { mapMediaUrls, UPLOADS_PREFIX, uploadKey } from '../../../shared/blocks/media.ts';
import type { Block } from '../../../shared/blocks/types.ts';
import type { Config } from '../../config.ts';

export function mediaUrl(ref: string, mediaBase: string): string {
  const key = uploadKey(ref);
  return key === null ? ref : `${mediaBase}/${key}`;
}

export function presentBlockMedia(blocks: readonly Block[], mediaBase: string): Block[] {
  return mapMediaUrls(blocks, (ref) => mediaUrl(ref, mediaBase));
}

export function storeBlockMedia(blocks: readonly Block[], ownBases: readonly string[]): Block[] {
  return mapMediaUrls(blocks, (url) => mediaRef(url, ownBases));
}

/** The app's own /uploads too: files are served there when no CDN is set, and the proxy answers. */
export function ownMediaBases({ appUrl, mediaBase }: Pick<Config, 'appUrl' | 'mediaBase'>): string[] {
  return [...new Set([mediaBase, `${appUrl}/uploads`])];
}

export function mediaRef(url: string, ownBases: readonly string[]): string {
  for (const base of ownBases) {
    if (!url.startsWith(`${base}/`)) continue;
    const ref = UPLOADS_PREFIX + url.slice(base.length + 1);
    if (uploadKey(ref) !== null) return ref;
  }
  return url;
}
