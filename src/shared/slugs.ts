// Every blog and community lives at `/{slug}`, so a slug must never shadow a site route.
export const SLUG_PATTERN = /^[a-z0-9_]+$/;
export const SLUG_MIN = 5;
export const SLUG_MAX = 32;

/** tests/api/calls.test.ts checks these against the route table. */
export const RESERVED_SLUGS = new Set([
  'about', 'account', 'admin', 'admin_panel', 'advertisements', 'api', 'assets', 'atom', 'bookmark', 'bookmarks', 'comments', 'communities',
  'complaint', 'discovery', 'editorial', 'email', 'favicon', 'favorite', 'feed_json', 'follows', 'healthz', 'ignore', 'like',
  'likers', 'login', 'logout', 'media', 'meta_from_url', 'metrics', 'moderation', 'modlog', 'my', 'my_topics', 'new', 'news',
  'notifications', 'oauth', 'offline', 'pages', 'password', 'polls', 'popular', 'posts', 'preview', 'profile', 'reaction', 'reactions', 'readyz',
  'register', 'rss', 'search', 'series', 'settings', 'sitemap', 'sitemaps', 'socket_io', 'static', 'stats', 'subsites', 'support', 'tag', 'tags', 'telegram', 'topics',
  'unsubscribe', 'uploads', 'users', 'views', 'webhooks', 'write',
]);

export type SlugProblem = 'tooShort' | 'tooLong' | 'format' | 'reserved';

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

/** `/{owner slug}/{id}-{slug}`: the id finds the post, the rest is for people and search engines. */
export function postPath(ownerSlug: string, id: number, slug: string): string {
  return `${subsiteUrl(ownerSlug)}/${id}-${slug}`;
}

/** Under /posts like the post's other pages: the history does not move when the post's slug or owner does. */
export function postHistoryPath(id: number, revision?: number): string {
  return `/posts/${id}/history${revision === undefined ? '' : `?rev=${revision}`}`;
}
