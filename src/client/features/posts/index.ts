/** A post's parts for its own page and the cards of post lists. */
export { PostCounts } from './PostCounts.tsx';
export { PostHeader } from './PostHeader.tsx';
export { TopPlaceBadge, VerifiedBadge } from './badges.tsx';
export { PostCard } from './PostCard.tsx';
export { PostDate } from './PostDate.tsx';
export { PostList } from './PostList.tsx';
export { PostMenu } from './PostMenu.tsx';
export { PostOwnerCard } from './PostOwnerCard.tsx';
export { PostTitle } from './PostTitle.tsx';
export { ReplyActions } from './ReplyActions.tsx';
export { ParentReplyLink, RepliesLink } from './ReplyLinks.tsx';
export { ShareButton } from './ShareButton.tsx';
export { DeletePostDialog } from './DeletePostDialog.tsx';
