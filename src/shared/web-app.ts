/**
 * What the server, the pages and the service worker agree on for the installable app and for
 * reading offline (docs/adr/0068-installable-app-and-offline-reading.md).
 */

export const MANIFEST_PATH = '/manifest.webmanifest';
export const APP_ICONS_PREFIX = '/app-icons/';
/** iOS reads no manifest icons: the page head links this one. */
export const APPLE_TOUCH_ICON_PATH = `${APP_ICONS_PREFIX}apple-touch-icon.png`;
/** At the root, so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The page shown offline in place of one that was not kept. */
export const OFFLINE_PATH = '/offline';

/**
 * Every page answer names whose it is, so the service worker keeps one account's pages at a time
 * and drops them all when the answers start naming someone else (a sign-out, a sign-in).
 */
export const ACCOUNT_HEADER = 'X-Pero-Account';

export function accountKey(userId: number | null): string {
  return userId === null ? 'guest' : `member:${userId}`;
}

/** On the answers the service worker makes from what it kept, so the page can tell the reader. */
export const SAVED_COPY_HEADER = 'X-Pero-Saved-Copy';
export const SAVED_COPY_ATTRIBUTE = 'data-saved-copy';

/** A post's page, `/{owner}/{id}-{slug}` (postPath in slugs.ts): the only pages kept for reading offline. */
export const POST_PATH = /^\/[^/]+\/\d+(?:-[^/]*)?$/;
