export { BlockButton } from './BlockButton.tsx';
export { HidePostDialog } from './dialogs.ts';
export { useHiddenNow } from './hidden-now.ts';
