/** A post's comments: the block on the post page with its tree, forms and live updates. */
export { CommentsSection } from './CommentsSection.tsx';
