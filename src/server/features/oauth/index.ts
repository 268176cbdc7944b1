export { type DeletionContent, endAccount, isDeleted, scheduleScrub } from './account-deletion.ts';
export { hasPassword, listLinked, NO_PASSWORD } from './linked-accounts.ts';
