export { PictureListCard } from './PictureListCard.tsx';
export { ReasonsCard } from './ReasonsCard.tsx';
