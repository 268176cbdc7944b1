// Routes and subscribers both name tags through these helpers, so a typo cannot leave a page stale.
export const pageTags = {
  /** Every cached page carries the site's settings, advertisements and footer. */
  site: 'site',
  feeds: 'feeds',
  /** A post's own page and the pages that list its replies. */
  post: (id: number) => `post:${id}`,
  /** `name` as stored: NFC, lower case. */
  tag: (name: string) => `tag:${name}`,
  bestComments: 'best-comments',
  subsite: (id: number) => `subsite:${id}`,
  /** A series' page, its feeds, and the pages of its parts (their series box). */
  series: (id: number) => `series:${id}`,
};

