export { UserRow } from './UserRow.tsx';
