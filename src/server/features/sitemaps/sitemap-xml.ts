// The sitemaps protocol's two documents (sitemaps.org): a list of pages and an index of such lists.
// Addresses arrive already percent-encoded; the XML escapes keep an `&` of a query string well-formed.

/** What the protocol allows in one file: 50,000 addresses and 50 MB uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

function entries(tag: 'url' | 'sitemap', list: readonly SitemapEntry[]): string {
  return list
    .map(({ loc, lastmod }) => `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</${tag}>`)
    .join('\n');
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlSet(list: readonly SitemapEntry[]): string {
  return `${HEAD}<urlset ${NS}>\n${entries('url', list)}\n</urlset>\n`;
}

export function sitemapIndex(list: readonly SitemapEntry[]): string {
  return `${HEAD}<sitemapindex ${NS}>\n${entries('sitemap', list)}\n</sitemapindex>\n`;
}
