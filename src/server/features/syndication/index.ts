export { feedLinks, type SyndicatedList } from './syndication.links.ts';
