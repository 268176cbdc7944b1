export const STATIC_PAGE_LIMITS = {
  title: 200,
  description: 500,
  slug: 64,
  body: 200_000,
  scripts: 20_000,
  sortOrder: 10_000,
  footerScripts: 20_000,
} as const;

export const STATIC_PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Kept free for the site's own actions and system pages, and from impersonation. */
export const STATIC_PAGE_RESERVED = new Set(['admin', 'api', 'create', 'edit', 'index', 'login', 'logout', 'new', 'register', 'settings', 'password']);

export function staticPageUrl(slug: string): string {
  return `/pages/${slug}`;
}
