export { BlockList } from './BlockList.tsx';
export { Lightbox } from './Lightbox.tsx';
