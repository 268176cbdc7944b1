/** Bookmarks: the button under posts (and later comments) and the parts of /bookmarks. */
export { BookmarkButton } from './BookmarkButton.tsx';
export { BookmarkTypeMenu } from './BookmarkTypeMenu.tsx';
export { CollectionSwitcher } from './CollectionSwitcher.tsx';
