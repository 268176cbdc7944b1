export { AdSlot, FeedAdSlot } from './AdSlot.tsx';
export { AdvertisementWidget } from './AdvertisementWidget.tsx';
export { AdvertisementForm, draftOf, NEW_ADVERTISEMENT, type AdvertisementDraft } from './AdvertisementForm.tsx';
