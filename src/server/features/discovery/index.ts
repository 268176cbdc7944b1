export { prefixTsQuery, queryAlternatives } from './query-alternatives.ts';
