/**
 * The control panel's view of the site's pictures and report reasons: everything the site
 * offers, disabled items included, in the order readers see them.
 */
export interface AdminReaction {
  id: number;
  name: string;
  image_url: string;
  enabled: boolean;
}

export interface AdminPersonalIcon {
  id: string;
  name: string;
  path: string;
  enabled: boolean;
}

export interface AdminReportReason {
  id: number;
  /** Russian. */
  name: string;
  name_en: string;
  enabled: boolean;
}

export interface AdminAssets {
  reactions: AdminReaction[];
  icons: AdminPersonalIcon[];
  reasons: AdminReportReason[];
}

export const ASSET_LIMITS = {
  /** Characters of a reaction's or an icon's name. */
  name: 64,
  /** Characters of a report reason, in either language. */
  reason: 120,
  /** Items of each list; more would not fit a picker. */
  items: 100,
} as const;
