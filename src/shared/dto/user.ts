export const USER_ROLES = ['user', 'editor', 'super_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const FEED_NAMES = ['popular', 'new', 'my'] as const;
export type FeedName = (typeof FEED_NAMES)[number];

export const FEED_SORTINGS = ['popular', 'new'] as const;
export type FeedSorting = (typeof FEED_SORTINGS)[number];

/** Optional, set in the blog settings: Russian texts that name a member agree with it (unspecified: neutral wording). */
export const GENDERS = ['unspecified', 'female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];
