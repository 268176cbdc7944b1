// What every page needs is kept with the site's caches, so a page costs no statement for it.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staticPages } from '../../db/schema/index.ts';
import type { TtlCache } from '../../lib/ttl-cache.ts';
import { namedOrigins } from '../../lib/trusted-scripts.ts';
import type { SiteContext } from '../site/index.ts';
import { staticPageUrl } from '../../../shared/static-pages.ts';
import type { AdminStaticPageDto, FooterPageLink, StaticPageDto } from '../../../shared/dto/static-page.ts';

type StaticPageRow = typeof staticPages.$inferSelect;

/** The panel lists every page on one screen; a site has a handful. */
export const PANEL_LIMIT = 200;
/** Other processes hear every panel action; this only bounds how long a missed one lives. */
const SITE_TTL_MS = 60_000;

interface SitePages {
  footer: FooterPageLink[];
  /** Origins named by any page's scripts: allowed by the policy of every page, like the footer scripts'. */
  scriptOrigins: string[];
}

const sitePagesBySite = new WeakMap<SiteContext, TtlCache<SitePages>>();

export function sitePages(site: SiteContext, db: Db): TtlCache<SitePages> {
  let cache = sitePagesBySite.get(site);
  if (!cache) {
    cache = site.cached(SITE_TTL_MS, async () => {
      const rows = await db
        .select({ slug: staticPages.slug, title: staticPages.title, inFooter: staticPages.inFooter, scripts: staticPages.scripts })
        .from(staticPages)
        .orderBy(asc(staticPages.sortOrder), asc(staticPages.id))
        .limit(PANEL_LIMIT);
      return {
        footer: rows.filter((row) => row.inFooter).map((row) => ({ title: row.title, url: staticPageUrl(row.slug) })),
        scriptOrigins: [...new Set(rows.flatMap((row) => namedOrigins(row.scripts)))],
      };
    });
    sitePagesBySite.set(site, cache);
  }
  return cache;
}

export async function footerPages(site: SiteContext, db: Db): Promise<FooterPageLink[]> {
  return (await sitePages(site, db).get()).footer;
}

export async function findStaticPage(db: Db, slug: string): Promise<StaticPageDto | undefined> {
  const [row] = await db
    .select({ slug: staticPages.slug, title: staticPages.title, description: staticPages.description, body: staticPages.body, scripts: staticPages.scripts })
    .from(staticPages)
    .where(eq(staticPages.slug, slug));
  return row;
}

export async function panelStaticPages(db: Db): Promise<AdminStaticPageDto[]> {
  const rows = await db.select().from(staticPages).orderBy(asc(staticPages.sortOrder), asc(staticPages.id)).limit(PANEL_LIMIT);
  return rows.map(presentAdminStaticPage);
}

export function presentAdminStaticPage(row: StaticPageRow): AdminStaticPageDto {
  return {
    id: row.id,
    slug: row.slug,
    url: staticPageUrl(row.slug),
    title: row.title,
    description: row.description,
    body: row.body,
    scripts: row.scripts,
    in_footer: row.inFooter,
    sort_order: row.sortOrder,
  };
}
