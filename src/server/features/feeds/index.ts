export { FEED_PAGE_SIZE, type FeedKey, type FeedQuery, feedSkeleton, isFeedKey, isScoreKey, keyFits, rangeStart, type ScoreKey } from './feeds.queries.ts';
export { SIGN_IN_PATH } from './feeds.routes.ts';
