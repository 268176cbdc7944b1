/** Following blogs, communities and companies. */
export { FollowButton } from './FollowButton.tsx';
export { setFollowState } from './follow-states.ts';
