// Every limited call answers 429 with Retry-After. Failures are counted per address, known or not, so the cool-down does
// not reveal which addresses have accounts.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { TooManyRequests } from '../../platform/errors.ts';
import { clientAddress, type RateLimitRoute, type RateLimitRule } from '../../platform/rate-limits.ts';
import { normalizeEmail } from '../accounts/index.ts';
import type { FailureStore } from './login-failures.ts';

const MINUTE_MS = 60 * 1000;

export const AUTH_LIMITS = {
  login: { max: 10, windowMs: MINUTE_MS },
  register: { max: 5, windowMs: 60 * MINUTE_MS },
  /** Password-reset and verification mail, each counted per address. */
  mail: { max: 5, windowMs: 30 * MINUTE_MS },
  loginFailures: { max: 5, windowMs: 15 * MINUTE_MS },
} satisfies Record<string, RateLimitRule>;

export const PER_ADDRESS: RateLimitRoute = { per: clientAddress };

/** Mail is limited per recipient, whoever asks: the key reads the validated body. */
export const PER_RECIPIENT: RateLimitRoute = {
  per: (request: FastifyRequest) => `email:${normalizeEmail((request.body as { email: string }).email)}`,
  afterValidation: true,
};

export class LoginCooldown {
  constructor(
    private store: FailureStore,
    private rule: RateLimitRule,
    private log: FastifyBaseLogger,
  ) {}

  /** Refuses while the address is cooling down; lets the attempt through when the store is unreachable. */
  async check(email: string): Promise<void> {
    let window;
    try {
      window = await this.store.peek(failuresKey(email));
    } catch (err) {
      this.log.warn({ err }, 'login cool-down unavailable; letting the attempt through');
      return;
    }
    if (window.count < this.rule.max) return;
    const retryAfter = Math.max(1, Math.ceil(window.resetInMs / 1000));
    throw new TooManyRequests(retryAfter, 'auth.errors.loginCooldown', { minutes: Math.ceil(retryAfter / 60) });
  }

  failed(email: string): Promise<void> {
    return this.quietly(this.store.add(failuresKey(email), this.rule.windowMs));
  }

  succeeded(email: string): Promise<void> {
    return this.quietly(this.store.clear(failuresKey(email)));
  }

  close(): Promise<void> {
    return this.store.close();
  }

  private async quietly(write: Promise<void>): Promise<void> {
    try {
      await write;
    } catch (err) {
      this.log.warn({ err }, 'login failures not recorded');
    }
  }
}

function failuresKey(email: string): string {
  return normalizeEmail(email);
}
