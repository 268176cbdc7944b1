export { showsPosts, subsiteBySlug, type ProfileRow } from './profiles.queries.ts';
