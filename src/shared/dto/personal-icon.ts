/**
 * Personal icons: a small badge a member may show beside their name (spec 1 "Personal icon":
 * id, path). The catalogue is a fixed set of Fluent Emoji pictures (flat style, MIT licence),
 * served by the site itself at `path`.
 */
export const PERSONAL_ICONS = [
  'rocket',
  'star',
  'fire',
  'crown',
  'gem-stone',
  'sparkles',
  'high-voltage',
  'red-heart',
  'four-leaf-clover',
  'cat-face',
  'dog-face',
  'fox',
  'unicorn',
  'robot',
  'brain',
  'artist-palette',
  'video-game',
  'books',
  'laptop',
  'hot-beverage',
  'musical-note',
  'soccer-ball',
  'camera',
  'globe-showing-europe-africa',
] as const;
export type PersonalIconId = (typeof PERSONAL_ICONS)[number];

export interface PersonalIcon {
  id: string;
  path: string;
}

export function isPersonalIconId(id: string): id is PersonalIconId {
  return (PERSONAL_ICONS as readonly string[]).includes(id);
}

export function personalIcon(id: PersonalIconId): PersonalIcon {
  return { id, path: `/personal-icons/${id}.svg` };
}
