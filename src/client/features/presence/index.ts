/** Members' online status. */
export { OnlineStatus } from './OnlineStatus.tsx';
