export { shownAdvertisements } from './advertisements.queries.ts';
