/** The control panel's reactions, personal icons and report reasons. */
export { PictureListCard } from './PictureListCard.tsx';
export { ReasonsCard } from './ReasonsCard.tsx';
