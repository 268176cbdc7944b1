export { PersonalIconBadge } from './PersonalIconBadge.tsx';
