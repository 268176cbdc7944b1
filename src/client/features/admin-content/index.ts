export { CommentRow } from './CommentRow.tsx';
export { ContentSearch, CONTENT_PATH } from './ContentSearch.tsx';
export { PostRow } from './PostRow.tsx';
