/** What the hide modal offers (spec 2 `POST /ignore/{id}/by-type`): the post, its author or its community. */
export const HIDE_TYPES = ['post', 'user', 'community'] as const;
export type HideType = (typeof HIDE_TYPES)[number];
