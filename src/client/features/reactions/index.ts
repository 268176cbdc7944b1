export { LikeControl } from './LikeControl.tsx';
export { ReactionsBar } from './ReactionsBar.tsx';
export { ReactionsPreview } from './ReactionsPreview.tsx';
export { useItemReactions, type ItemReactions } from './useItemReactions.ts';
