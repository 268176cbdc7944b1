export { CommunityManagers } from './CommunityManagers.tsx';
export { MemberComments } from './MemberComments.tsx';
export { ProfileHeader } from './ProfileHeader.tsx';
export { ProfileTabs, sortUrl } from './ProfileTabs.tsx';
export { fileBody, usePictureAction } from './usePictureAction.ts';
export { useSubsiteNewPosts } from './useSubsiteNewPosts.ts';
