export { SAFETY_LIMITS } from './account-safety.limits.ts';
export { clearPendingSignIn, pendingSignIn, PER_PENDING_ACCOUNT, setPendingSignIn } from './two-factor-login.ts';
export { checkSecondFactor, twoFactorEnabled } from './two-factor.ts';
