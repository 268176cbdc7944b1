export { EMAIL_PATTERN } from './auth.commands.ts';
export { PER_ADDRESS } from './auth.limits.ts';
export { type AuthAccount, findAccountByEmail, findAccountById } from './auth.queries.ts';
export { passwordProblems } from './password-policy.ts';
