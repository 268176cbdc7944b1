// A list's feeds live at its page's own path behind each format's prefix: `/popular` → `/rss/popular`,
// `/tag/{tag}` → `/atom/tag/{tag}`, `/{slug}` → `/feed-json/{slug}`. The prefixes are reserved slugs.
import { tagPath } from '../../../shared/blocks/hashtags.ts';
import type { FeedLink } from '../../../shared/dto/meta.ts';
import type { Translate } from '../../../shared/i18n/translator.ts';
import { seriesUrl } from '../../../shared/dto/series.ts';
import { subsiteUrl } from '../../../shared/slugs.ts';

export const FEED_FORMATS = {
  rss: { prefix: '/rss', type: 'application/rss+xml', label: 'RSS' },
  atom: { prefix: '/atom', type: 'application/atom+xml', label: 'Atom' },
  json: { prefix: '/feed-json', type: 'application/feed+json', label: 'JSON Feed' },
} as const;

export type FeedFormat = keyof typeof FEED_FORMATS;

export const FEED_FORMAT_NAMES = Object.keys(FEED_FORMATS) as FeedFormat[];

export function feedPath(format: FeedFormat, listPath: string): string {
  return FEED_FORMATS[format].prefix + listPath;
}

/** A list of posts that has feeds: the site's own, a tag's, a blog's or a community's, a series'. */
export type SyndicatedList =
  | { kind: 'popular' | 'new' | 'editorial' }
  | { kind: 'tag'; tag: string }
  | { kind: 'subsite'; slug: string; name: string }
  | { kind: 'series'; id: number; title: string };

export function listPath(list: SyndicatedList): string {
  switch (list.kind) {
    case 'tag':
      return tagPath(list.tag);
    case 'subsite':
      return subsiteUrl(list.slug);
    case 'series':
      return seriesUrl(list.id);
    default:
      return `/${list.kind}`;
  }
}

/** The feed's title, also the title of the page's links to it. */
export function listTitle(list: SyndicatedList, t: Translate, siteName: string): string {
  const name = list.kind === 'tag' ? `#${list.tag}` : list.kind === 'subsite' ? list.name : list.kind === 'series' ? `«${list.title}»` : t(`syndication.lists.${list.kind}`);
  return t('syndication.title', { name, siteName });
}

/** The page's `<link rel="alternate">` tags. */
export function feedLinks(list: SyndicatedList, site: { appUrl: string; siteName: string }, t: Translate): FeedLink[] {
  const title = listTitle(list, t, site.siteName);
  return FEED_FORMAT_NAMES.map((format) => ({
    type: FEED_FORMATS[format].type,
    href: site.appUrl + feedPath(format, listPath(list)),
    title: `${title} (${FEED_FORMATS[format].label})`,
  }));
}
