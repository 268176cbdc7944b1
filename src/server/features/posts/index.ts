export { destroyPost, restorePost, setOfficial, tagsOf, unpublishPost } from './posts.commands.ts';
export { canHide, canReport, canSeeStatistics, canView, moderates } from './posts.policy.ts';
export { postPath, type PostRow } from './posts.presenter.ts';
export { findLivePost, postCommunity } from './posts.queries.ts';
