/** Likes, likers and rich reactions of posts (and comments): the controls and the hook that keeps their state. */
export { LikeControl } from './LikeControl.tsx';
export { ReactionsBar } from './ReactionsBar.tsx';
export { ReactionsPreview } from './ReactionsPreview.tsx';
export { useItemReactions, type ItemReactions } from './useItemReactions.ts';
