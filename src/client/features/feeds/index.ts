export { FeedFilterMenu } from './FeedFilterMenu.tsx';
export { FeedTabs } from './FeedTabs.tsx';
export { feedAt, feedUrl } from './feed-links.ts';
export { NewPostsButton, NewPostsPill } from './NewPostsButton.tsx';
export { NewsWidget } from './NewsWidget.tsx';
export { TopBlogsWidget } from './TopBlogsWidget.tsx';
export { myFeedPostsCounter, newPostsCounter } from './new-posts-counter.ts';
export { useNewPostsListener } from './useNewPostsListener.ts';
