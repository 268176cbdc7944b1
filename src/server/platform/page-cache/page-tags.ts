/**
 * The names cached guest pages are dropped by. A page route lists what it shows; a
 * subscriber drops what an event changed. Keep both sides on these helpers so a typo cannot
 * leave a page stale.
 */
export const pageTags = {
  /**
   * Every cached page: each carries the site's settings, advertisements and footer, so a change
   * to those (from the control panel) drops them all.
   */
  site: 'site',
  /** Every feed page (/, /popular, /new and their filters). */
  feeds: 'feeds',
  /** A post's own page and the pages that list its replies. */
  post: (id: number) => `post:${id}`,
  /** A hashtag's list. `name` as stored: NFC, lower case. */
  tag: (name: string) => `tag:${name}`,
  /** The best comments of the last days (GET /comments/popular). */
  bestComments: 'best-comments',
  /** A blog's or community's pages. */
  subsite: (id: number) => `subsite:${id}`,
};

