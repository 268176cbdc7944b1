export { OnlineStatus } from './OnlineStatus.tsx';
