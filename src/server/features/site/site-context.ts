// Site settings (TTL 10 s), the sidebar's suggestions (60 s) and what features keep with `cached`. A panel change drops
// the guest pages by the site tag, and that drop, heard in every process, empties all of these (app.ts wires the two).
import type { Db } from '../../db/client.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { topCommunities } from '../../hydration/subsites.ts';
import { ttlCache, type TtlCache } from '../../lib/ttl-cache.ts';
import { loadSiteSettings, saveSiteSetting, type SiteSettings } from './site-settings.ts';

const SIDEBAR_COMMUNITIES = 8;

export interface SiteContext {
  settings: TtlCache<SiteSettings>;
  sidebarCommunities: TtlCache<SubsiteCard[]>;
  /** Site-wide data kept like the settings: emptied whenever the site changes. */
  cached<T>(ttlMs: number, load: () => Promise<T>): TtlCache<T>;
  invalidate(): void;
  saveSetting<K extends keyof SiteSettings>(key: K, value: SiteSettings[K]): Promise<void>;
}

export function createSiteContext(db: Db, defaults: SiteSettings): SiteContext {
  const caches: Array<TtlCache<unknown>> = [];
  function cached<T>(ttlMs: number, load: () => Promise<T>): TtlCache<T> {
    const cache = ttlCache(ttlMs, load);
    caches.push(cache);
    return cache;
  }
  const settings = cached(10_000, () => loadSiteSettings(db, defaults));
  return {
    settings,
    sidebarCommunities: cached(60_000, () => topCommunities(db, SIDEBAR_COMMUNITIES)),
    cached,
    invalidate() {
      for (const cache of caches) cache.invalidate();
    },
    async saveSetting(key, value) {
      await saveSiteSetting(db, key, value);
      settings.invalidate();
    },
  };
}
