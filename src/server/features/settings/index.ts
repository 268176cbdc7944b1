export { renameBlog } from './settings.commands.ts';
export { blockedKeywordsOf } from './settings.queries.ts';
