export { createAccount, findAccountIdByEmail, normalizeEmail, setAccountRole, uniqueSlug } from './accounts.commands.ts';
