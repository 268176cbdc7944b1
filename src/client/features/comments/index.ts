export { CommentsSection } from './CommentsSection.tsx';
export { BestCommentsWidget } from './BestCommentsWidget.tsx';
export { CommentCardList } from './CommentCardList.tsx';
export { DeleteCommentDialog } from './DeleteCommentDialog.tsx';
export { useCommentsCount } from './useCommentsCount.ts';
