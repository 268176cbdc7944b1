/** Blocking blogs and communities, and hiding posts. */
export { BlockButton } from './BlockButton.tsx';
export { HidePostDialog } from './HidePostDialog.tsx';
export { useHiddenNow } from './hidden-now.ts';
