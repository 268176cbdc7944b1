/** Following blogs, communities and companies. */
export { FollowButton } from './FollowButton.tsx';
