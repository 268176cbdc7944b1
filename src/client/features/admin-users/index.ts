/** The control panel's Users screen: an account's row and its dialogs. */
export { UserRow } from './UserRow.tsx';
