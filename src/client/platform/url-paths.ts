/**
 * Which part of the site a page url belongs to. Kept pure so the sidebar, the feed tabs and
 * the bottom tab bar highlight the same way and can be tested without a DOM.
 */

/** The path part of an Inertia page url (`/popular/week?x=1` → `/popular/week`). */
export function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}

/** True when `path` is `section` itself or a page under it (`/m/12` is under `/m`). */
export function isUnder(path: string, section: string): boolean {
  return path === section || path.startsWith(`${section}/`);
}
