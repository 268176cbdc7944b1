/** The feeds (popular, new, my): their tabs and their links. */
export { FeedTabs } from './FeedTabs.tsx';
export { feedAt, feedUrl } from './feed-links.ts';
