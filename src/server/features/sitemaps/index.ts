export { recountAllMonths } from './sitemaps.queries.ts';
