export { destroyPost, hasContent, restorePost, savePost, setOfficial, tagsOf, unpublishPost, type ImportedPublication, type SaveContext } from './posts.commands.ts';
export { canEdit, canHide, canReport, canSeeStatistics, canSeeSubsiteStatistics, canView, isAuthor, isSiteEditor, moderates, type PostFacts } from './posts.policy.ts';
export { findLivePost, postCommunity, taggedPosts } from './posts.queries.ts';
export { OwnerParams, PageQuery, TagParams } from './posts.schemas.ts';
export { postCards, postListPage, sharedPost, type PostList } from './posts.pipeline.ts';
