import type { AdPosition } from '../advertisements.ts';

export interface AdFrameDto {
  id: number;
  frame_url: string;
  every: number | null;
}

export interface ShownAdvertisements {
  supbar: AdFrameDto[];
  right: AdFrameDto[];
  feed_item: AdFrameDto[];
  under_post: AdFrameDto[];
}

export interface AdminAdvertisementDto {
  id: number;
  title: string;
  position: AdPosition;
  html_content: string;
  css_content: string;
  js_content: string;
  enabled: boolean;
  starts_at: string | null;
  ends_at: string | null;
  every: number | null;
  sort_order: number;
  /** Enabled and inside its schedule at the moment the panel was read. */
  is_showing: boolean;
}
