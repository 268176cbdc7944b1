// Running ads are kept in memory with the site's caches; which are inside their schedule is decided per request from that
// copy, so a start or an end takes effect on the minute without an edit, and a page costs no statement for it.
import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { advertisements } from '../../db/schema/index.ts';
import type { TtlCache } from '../../lib/ttl-cache.ts';
import type { SiteContext } from '../site/index.ts';
import type { AdPosition } from '../../../shared/advertisements.ts';
import type { AdFrameDto, AdminAdvertisementDto, ShownAdvertisements } from '../../../shared/dto/advertisement.ts';

export type AdvertisementRow = typeof advertisements.$inferSelect;

/** Other processes hear every panel action; this only bounds how long a missed one lives. */
const SCHEDULED_TTL_MS = 60_000;
/** A bound on what every process keeps: far more advertisements than a site runs at once. */
const SCHEDULED_LIMIT = 100;
/** The panel lists every advertisement on one screen. */
export const PANEL_LIMIT = 200;

const scheduledBySite = new WeakMap<SiteContext, TtlCache<AdvertisementRow[]>>();

function scheduled(site: SiteContext, db: Db): TtlCache<AdvertisementRow[]> {
  let cache = scheduledBySite.get(site);
  if (!cache) {
    // Awaited here: a query builder kept as the cached value would run again at every await.
    cache = site.cached(SCHEDULED_TTL_MS, async () =>
      await db
        .select()
        .from(advertisements)
        .where(and(eq(advertisements.enabled, true), or(isNull(advertisements.endsAt), gt(advertisements.endsAt, sql`now()`))))
        .orderBy(asc(advertisements.sortOrder), asc(advertisements.id))
        .limit(SCHEDULED_LIMIT),
    );
    scheduledBySite.set(site, cache);
  }
  return cache;
}

export function isShowing(ad: Pick<AdvertisementRow, 'enabled' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  return ad.enabled && (ad.startsAt === null || ad.startsAt <= now) && (ad.endsAt === null || ad.endsAt > now);
}

const SLOTS: Record<AdPosition, keyof ShownAdvertisements> = { supbar: 'supbar', rightbar: 'right', 'feed-item': 'feed_item', under_post: 'under_post' };

export async function shownAdvertisements(site: SiteContext, db: Db, now = new Date()): Promise<ShownAdvertisements> {
  const shown: ShownAdvertisements = { supbar: [], right: [], feed_item: [], under_post: [] };
  for (const ad of await scheduled(site, db).get()) {
    if (isShowing(ad, now)) shown[SLOTS[ad.position]].push(presentFrame(ad));
  }
  return shown;
}

/** An advertisement shown now, for its frame; a finished or disabled one is not served. */
export async function shownAdvertisement(site: SiteContext, db: Db, id: number, now = new Date()): Promise<AdvertisementRow | undefined> {
  return (await scheduled(site, db).get()).find((ad) => ad.id === id && isShowing(ad, now));
}

function presentFrame(ad: AdvertisementRow): AdFrameDto {
  // The version in the address lets browsers keep a frame until its advertisement is edited.
  return { id: ad.id, frame_url: `/advertisements/${ad.id}/frame?v=${ad.updatedAt.getTime()}`, every: ad.position === 'feed-item' ? ad.every : null };
}

export async function panelAdvertisements(db: Db): Promise<AdminAdvertisementDto[]> {
  const rows = await db.select().from(advertisements).orderBy(asc(advertisements.position), asc(advertisements.sortOrder), desc(advertisements.id)).limit(PANEL_LIMIT);
  const now = new Date();
  return rows.map((row) => presentAdminAdvertisement(row, now));
}

export function presentAdminAdvertisement(row: AdvertisementRow, now = new Date()): AdminAdvertisementDto {
  return {
    id: row.id,
    title: row.title,
    position: row.position,
    html_content: row.htmlContent,
    css_content: row.cssContent,
    js_content: row.jsContent,
    enabled: row.enabled,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    every: row.every,
    sort_order: row.sortOrder,
    is_showing: isShowing(row, now),
  };
}
