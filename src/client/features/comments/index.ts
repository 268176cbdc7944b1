/** A post's comments; only the section's frame until the comments feature fills it. */
export { CommentsSection } from './CommentsSection.tsx';
