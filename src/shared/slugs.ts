/**
 * Every blog and community lives at `/{slug}`, so a slug must never shadow a site route.
 * Slugs are lowercase a-z, 0-9 and underscore (spec 2: nickname 5–32 characters).
 */
export const SLUG_PATTERN = /^[a-z0-9_]+$/;
export const SLUG_MIN = 5;
export const SLUG_MAX = 32;

/** Every first path segment of a site route that could be a slug is here (tests/api/calls.test.ts checks the route table). */
export const RESERVED_SLUGS = new Set([
  'about', 'account', 'admin', 'admin_panel', 'advertisements', 'api', 'assets', 'bookmark', 'bookmarks', 'comments',
  'complaint', 'discovery', 'editorial', 'email', 'favicon', 'favorite', 'follows', 'healthz', 'ignore', 'like',
  'likers', 'login', 'logout', 'media', 'meta_from_url', 'moderation', 'modlog', 'my', 'my_topics', 'new', 'news',
  'notifications', 'oauth', 'pages', 'password', 'popular', 'posts', 'profile', 'reaction', 'reactions', 'readyz',
  'register', 'rss', 'search', 'settings', 'sitemap', 'socket_io', 'static', 'support', 'tag', 'tags', 'topics',
  'unsubscribe', 'uploads', 'users', 'views', 'write',
]);

export type SlugProblem = 'tooShort' | 'tooLong' | 'format' | 'reserved';

/** Why a slug cannot be a blog's or a community's address, or null when it can: one rule for people, the seed and the router. */
export function slugProblem(slug: string): SlugProblem | null {
  if (slug.length < SLUG_MIN) return 'tooShort';
  if (slug.length > SLUG_MAX) return 'tooLong';
  if (!SLUG_PATTERN.test(slug)) return 'format';
  if (RESERVED_SLUGS.has(slug)) return 'reserved';
  return null;
}

export function subsiteUrl(slug: string): string {
  return `/${slug}`;
}
