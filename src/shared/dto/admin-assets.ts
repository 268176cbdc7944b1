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
  name: 64,
  reason: 120,
  /** Items of each list; more would not fit a picker. */
  items: 100,
} as const;
