/** Personal icons beside members' names. */
export { PersonalIconBadge } from './PersonalIconBadge.tsx';
