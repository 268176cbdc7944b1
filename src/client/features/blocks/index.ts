/** Showing a post's blocks (paragraphs, media, embeds …) as the reader sees them. */
export { BlockList } from './BlockList.tsx';
export { Lightbox } from './Lightbox.tsx';
