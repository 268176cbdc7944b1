// Hiding a version is moderation of someone else's post: site editors anywhere, a community's moderators in it,
// super admins in blogs too (posts.policy's `moderates`). Its author keeps seeing what they wrote.
import type { CommunityFacts } from '../communities/index.ts';
import { canWrite, type Viewer } from '../../kernel/viewer.ts';
import { isAuthor, isSiteEditor, moderates, type PostFacts } from '../posts/index.ts';

export function canHideRevision(viewer: Viewer, post: PostFacts, community: CommunityFacts | null): boolean {
  return canWrite(viewer) && post.isPublish && !isAuthor(viewer, post) && (isSiteEditor(viewer) || moderates(viewer, community));
}

export function seesHiddenRevisions(viewer: Viewer, post: PostFacts, community: CommunityFacts | null): boolean {
  return isAuthor(viewer, post) || canHideRevision(viewer, post, community);
}
