export const HIDE_TYPES = ['post', 'user', 'community'] as const;
export type HideType = (typeof HIDE_TYPES)[number];
