/** The control panel's Content screen: its search and the rows of its two lists. */
export { CommentRow } from './CommentRow.tsx';
export { ContentSearch, CONTENT_PATH } from './ContentSearch.tsx';
export { PostRow } from './PostRow.tsx';
