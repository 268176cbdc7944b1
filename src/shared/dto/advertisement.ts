import type { AdPosition } from '../advertisements.ts';

/** An advertisement as a page shows it: the address of its sandboxed frame. */
export interface AdFrameDto {
  id: number;
  frame_url: string;
  /** Feed-item only: after every this many cards. */
  every: number | null;
}

/** What is shown now, by slot (the spec's `advertisements.right` and the other positions). */
export interface ShownAdvertisements {
  supbar: AdFrameDto[];
  right: AdFrameDto[];
  feed_item: AdFrameDto[];
  under_post: AdFrameDto[];
}

/** An advertisement in the control panel: everything it is written with. */
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
