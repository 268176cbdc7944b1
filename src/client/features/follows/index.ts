export { FollowButton } from './FollowButton.tsx';
export { setFollowState, useFollowersCount } from './follow-states.ts';
