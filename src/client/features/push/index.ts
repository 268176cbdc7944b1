export { PushToggle } from './PushToggle.tsx';
