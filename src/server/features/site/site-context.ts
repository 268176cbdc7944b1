/**
 * Per-app caches of what every page needs: site settings (TTL 10 s, dropped at once when
 * this process saves a setting) and the sidebar's community suggestions (TTL 60 s).
 */
import type { Db } from '../../db/client.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { topCommunities } from '../../hydration/subsites.ts';
import { ttlCache, type TtlCache } from '../../lib/ttl-cache.ts';
import { loadSiteSettings, saveSiteSetting, type SiteSettings } from './site-settings.ts';

const SIDEBAR_COMMUNITIES = 8;

export interface SiteContext {
  settings: TtlCache<SiteSettings>;
  sidebarCommunities: TtlCache<SubsiteCard[]>;
  saveSetting<K extends keyof SiteSettings>(key: K, value: SiteSettings[K]): Promise<void>;
}

export function createSiteContext(db: Db): SiteContext {
  const settings = ttlCache(10_000, () => loadSiteSettings(db));
  return {
    settings,
    sidebarCommunities: ttlCache(60_000, () => topCommunities(db, SIDEBAR_COMMUNITIES)),
    async saveSetting(key, value) {
      await saveSiteSetting(db, key, value);
      settings.invalidate();
    },
  };
}
