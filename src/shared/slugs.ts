/**
 * Every blog and community lives at `/{slug}`, so a slug must never shadow a site route.
 * Slugs are lowercase a-z, 0-9 and underscore (spec 2: nickname 5–32 characters).
 */
export const SLUG_PATTERN = /^[a-z0-9_]+$/;
export const SLUG_MIN = 5;
export const SLUG_MAX = 32;

export const RESERVED_SLUGS = new Set([
  'about', 'account', 'admin', 'admin_panel', 'api', 'assets', 'bookmarks', 'comments', 'complaint', 'discovery',
  'editorial', 'email', 'favicon', 'follows', 'healthz', 'ignore', 'likers', 'like', 'login', 'logout', 'media',
  'meta_from_url', 'moderation', 'modlog', 'my', 'my_topics', 'new', 'news', 'notifications', 'oauth', 'pages', 'password', 'popular',
  'posts', 'profile', 'reaction', 'reactions', 'readyz', 'register', 'rss', 'search', 'settings', 'sitemap', 'socket_io', 'static',
  'support', 'tag', 'tags', 'topics', 'uploads', 'users', 'write', 'unsubscribe',
]);

export function subsiteUrl(slug: string): string {
  return `/${slug}`;
}
