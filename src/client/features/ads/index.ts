/** Advertisements the site owner writes: the right-column widget and the slots in pages. */
export { AdSlot } from './AdSlot.tsx';
export { AdvertisementWidget } from './AdvertisementWidget.tsx';
