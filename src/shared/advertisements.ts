/**
 * Advertisements (spec 1, "Advertisement"): where each may stand and how long its parts may
 * be. Shared by the panel's form, its calls and the server that serves the frames.
 */
export const AD_POSITIONS = ['supbar', 'rightbar', 'feed-item', 'under_post'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

export const AD_LIMITS = {
  title: 120,
  html: 20_000,
  css: 20_000,
  js: 20_000,
  /** A feed-item advertisement after at most every this many cards. */
  every: 100,
  sortOrder: 10_000,
} as const;

/** Feed-item advertisements with no interval of their own come after every this many cards. */
export const DEFAULT_AD_EVERY = 10;

/**
 * What the advertisement frame and the page agree on: the frame reports its content's
 * height, the page asks for it again once it listens and answers with the site's theme
 * (the frame's `<html>` then carries the `dark` class, for the ad's CSS to follow).
 */
export const AD_FRAME_MESSAGES = { height: 'pero:ad-height', measure: 'pero:ad-measure', theme: 'pero:ad-theme' } as const;
/** The tallest a frame may grow, whatever it reports. */
export const AD_FRAME_MAX_HEIGHT = 1200;

/**
 * The frame's sandbox: its code runs in an origin of its own (no allow-same-origin), so it
 * reads no cookie and calls nothing of the site as the reader; its links open new tabs.
 */
export const AD_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms';
