export { BookmarkButton } from './BookmarkButton.tsx';
export { BookmarkTypeMenu } from './BookmarkTypeMenu.tsx';
export { CollectionSwitcher } from './CollectionSwitcher.tsx';
