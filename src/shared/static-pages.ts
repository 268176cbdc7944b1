/**
 * Static pages: their address and how long their parts may be. Shared by the panel's form,
 * its calls and the server.
 */
export const STATIC_PAGE_LIMITS = {
  title: 200,
  description: 500,
  slug: 64,
  body: 200_000,
  scripts: 20_000,
  sortOrder: 10_000,
  /** Footer scripts, the site-wide counterpart of a page's scripts. */
  footerScripts: 20_000,
} as const;

/** Lowercase Latin letters and digits in words joined by hyphens: `about`, `site-rules`. */
export const STATIC_PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Words a page may not be called: addresses under /pages/ that read as the site's own
 * actions or system pages, kept free for them (a page list, a form) and from impersonation.
 */
export const STATIC_PAGE_RESERVED = new Set(['admin', 'api', 'create', 'edit', 'index', 'login', 'logout', 'new', 'register', 'settings', 'password']);

export function staticPageUrl(slug: string): string {
  return `/pages/${slug}`;
}
