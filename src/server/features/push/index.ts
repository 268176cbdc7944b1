export { pushToUser } from './push.ts';
