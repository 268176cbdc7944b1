// The address follows from the id alone, so a card shows its member's badge without reading the
// catalogue. Built-in pictures are Fluent Emoji (flat style, MIT licence).
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

export const PERSONAL_ICON_ID_MAX = 64;

export interface PersonalIcon {
  id: string;
  path: string;
}

export function isPersonalIconId(id: string): id is PersonalIconId {
  return (PERSONAL_ICONS as readonly string[]).includes(id);
}

export function personalIconKey(id: string): string {
  return `personal-icons/${id}.webp`;
}

export function personalIcon(id: string): PersonalIcon {
  return { id, path: isPersonalIconId(id) ? `/personal-icons/${id}.svg` : `/uploads/${personalIconKey(id)}` };
}
