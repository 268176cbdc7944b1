export { BlockButton } from './BlockButton.tsx';
export { HidePostDialog } from './HidePostDialog.tsx';
export { useHiddenNow } from './hidden-now.ts';
