export { destroyPost, restorePost, setOfficial, tagsOf, unpublishPost } from './posts.commands.ts';
export { canHide, canReport, canSeeStatistics, canSeeSubsiteStatistics, canView, moderates } from './posts.policy.ts';
export { findLivePost, postCommunity, taggedPosts } from './posts.queries.ts';
export { OwnerParams, TagParams } from './posts.schemas.ts';
export { postCards, postListPage, type PostList } from './posts.pipeline.ts';
