// The site described for search engines in schema.org's terms (JSON-LD): as the publisher of every post, and as
// a website that can be searched, on the home page and the feeds.
import { calls } from '../../../shared/api/index.ts';
import type { SiteSettings } from './site-settings.ts';

type JsonLd = Record<string, unknown>;

export function sitePublisher(settings: Pick<SiteSettings, 'siteName' | 'logo'>, appUrl: string): JsonLd {
  return { '@type': 'Organization', name: settings.siteName, url: `${appUrl}/`, logo: new URL(settings.logo, appUrl).href };
}

/** The search engine's box searches the site's own search page. */
export function websiteJsonLd(settings: Pick<SiteSettings, 'siteName' | 'logo' | 'description' | 'defaultLanguage'>, appUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: settings.siteName,
    description: settings.description,
    url: `${appUrl}/`,
    inLanguage: settings.defaultLanguage,
    publisher: sitePublisher(settings, appUrl),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${appUrl}${calls.discovery.fastSearch.path}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
