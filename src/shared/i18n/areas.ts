/**
 * Texts that only some pages show (the control panel's, a member's settings) are kept apart from the
 * common ones, so a reader downloads them only with those pages. The browser loads an area's texts
 * with its pages; the server names them among the page's preloads.
 */
export const TEXT_AREAS = [
  { name: 'admin', pages: /^Admin\// },
  { name: 'settings', pages: /^(User\/Settings\/|User\/MobileProfile$|Mail\/Unsubscribe$)/ },
] as const;

export type TextArea = (typeof TEXT_AREAS)[number]['name'];

/** The area whose texts come with the page (`User/Settings/Main`), if any. */
export const textAreaOf = (page: string): TextArea | undefined => TEXT_AREAS.find(({ pages }) => pages.test(page))?.name;
