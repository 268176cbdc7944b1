export { blockedKeywordsOf } from './settings.queries.ts';
