/** Blocking blogs and communities, and hiding posts. */
export { HidePostDialog } from './HidePostDialog.tsx';
export { useHiddenNow } from './hidden-now.ts';
