/**
 * Personal icons: a small badge a member may show beside their name (spec 1 "Personal icon":
 * id, path). The catalogue is a table the control panel edits. It starts with the built-in
 * pictures below, Fluent Emoji (flat style, MIT licence) drawn by the site itself; pictures
 * uploaded in the panel are stored files. The address follows from the id alone, so a card
 * shows its member's badge without reading the catalogue.
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

/** Characters of an icon's id; uploaded icons' ids are far shorter. */
export const PERSONAL_ICON_ID_MAX = 64;

export interface PersonalIcon {
  id: string;
  path: string;
}

/** One of the built-in pictures. */
export function isPersonalIconId(id: string): id is PersonalIconId {
  return (PERSONAL_ICONS as readonly string[]).includes(id);
}

/** The storage key of an uploaded icon's picture. */
export function personalIconKey(id: string): string {
  return `personal-icons/${id}.webp`;
}

export function personalIcon(id: string): PersonalIcon {
  return { id, path: isPersonalIconId(id) ? `/personal-icons/${id}.svg` : `/uploads/${personalIconKey(id)}` };
}
