/** A post's comments: the block on the post page with its tree, forms and live updates; comments away from their threads. */
export { CommentsSection } from './CommentsSection.tsx';
export { BestCommentsWidget } from './BestCommentsWidget.tsx';
export { CommentCardList } from './CommentCardList.tsx';
export { DeleteCommentDialog } from './DeleteCommentDialog.tsx';
export { useCommentsCount } from './useCommentsCount.ts';
