export const AD_POSITIONS = ['supbar', 'rightbar', 'feed-item', 'under_post'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

export const AD_LIMITS = {
  title: 120,
  html: 20_000,
  css: 20_000,
  js: 20_000,
  every: 100,
  sortOrder: 10_000,
} as const;

export const DEFAULT_AD_EVERY = 10;

/**
 * The frame reports its content's height; the page asks again once it listens and answers with the
 * site's theme (the frame's `<html>` then carries the `dark` class, for the ad's CSS to follow).
 */
export const AD_FRAME_MESSAGES = { height: 'pero:ad-height', measure: 'pero:ad-measure', theme: 'pero:ad-theme' } as const;
/** Whatever the frame reports. */
export const AD_FRAME_MAX_HEIGHT = 1200;

// Its code runs in an origin of its own (no allow-same-origin), so it reads no cookie and calls nothing
// of the site as the reader.
export const AD_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms';
