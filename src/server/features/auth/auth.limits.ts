/**
 * The rate limits of sign-in, registration and the mail-sending calls (P2). Every limited
 * call answers 429 with Retry-After. Failed sign-ins are counted per address, known or not,
 * so the cool-down itself does not reveal which addresses have accounts.
 */
import type { RateLimiter, RateLimitRule, RateLimitVerdict } from '../../lib/rate-limit.ts';
import { TooManyRequests } from '../../platform/errors.ts';
import { normalizeEmail } from '../accounts/accounts.commands.ts';

const MINUTE_MS = 60 * 1000;

export interface AuthLimitRules {
  loginPerIp: RateLimitRule;
  /** Failed sign-ins per address before a cool-down. */
  loginFailuresPerAccount: RateLimitRule;
  registerPerIp: RateLimitRule;
  /** Password-reset and verification mail, each counted per address. */
  mailPerEmail: RateLimitRule;
}

export const DEFAULT_AUTH_LIMITS: AuthLimitRules = {
  loginPerIp: { max: 10, windowMs: MINUTE_MS },
  loginFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE_MS },
  registerPerIp: { max: 5, windowMs: 60 * MINUTE_MS },
  mailPerEmail: { max: 5, windowMs: 30 * MINUTE_MS },
};

export class AuthLimits {
  constructor(
    private limiter: RateLimiter,
    private rules: AuthLimitRules,
  ) {}

  async loginAttempt(ip: string): Promise<void> {
    refuseIfLimited(await this.limiter.hit(`login:ip:${ip}`, this.rules.loginPerIp));
  }

  async registration(ip: string): Promise<void> {
    refuseIfLimited(await this.limiter.hit(`register:ip:${ip}`, this.rules.registerPerIp));
  }

  async mail(kind: 'reset' | 'resend', email: string): Promise<void> {
    refuseIfLimited(await this.limiter.hit(`${kind}:email:${normalizeEmail(email)}`, this.rules.mailPerEmail));
  }

  /** Refuses while the address is cooling down after too many failed sign-ins. */
  async accountCooldown(email: string): Promise<void> {
    const verdict = await this.limiter.check(failuresKey(email), this.rules.loginFailuresPerAccount);
    if (verdict.limited) throw new TooManyRequests(verdict.retryAfter, 'auth.errors.loginCooldown', { minutes: Math.ceil(verdict.retryAfter / 60) });
  }

  async loginFailed(email: string): Promise<void> {
    await this.limiter.hit(failuresKey(email), this.rules.loginFailuresPerAccount);
  }

  loginSucceeded(email: string): Promise<void> {
    return this.limiter.reset(failuresKey(email));
  }
}

function failuresKey(email: string): string {
  return `login-failures:${normalizeEmail(email)}`;
}

function refuseIfLimited(verdict: RateLimitVerdict): void {
  if (verdict.limited) throw new TooManyRequests(verdict.retryAfter);
}
