export { recomputeRatingPlaces } from './ratings.places.ts';
