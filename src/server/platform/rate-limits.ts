// While Redis is unreachable the limits fail open (docs/adr/0018-rate-limits.md): they guard against
// abuse, and an outage of an optional cache should not become an outage of every limited call.
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequests } from './errors.ts';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export type RateLimitKey = (request: FastifyRequest) => string;

export type RateLimitOverrides = Record<string, Partial<RateLimitRule>>;

export interface RateLimitsOptions {
  overrides?: RateLimitOverrides;
  namespace?: string;
}

export interface RateLimitRoute {
  /** `afterValidation` lets the `per` key read the parsed body. */
  per?: RateLimitKey;
  afterValidation?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    limited(name: string, rule: RateLimitRule, route?: RateLimitRoute): { rateLimit: RateLimitOptions };
    rateLimitRule(name: string, rule: RateLimitRule): RateLimitRule;
  }
}

export const clientAddress: RateLimitKey = (request) => `ip:${normalizeIP(request.ip)}`;
export const viewerOrAddress: RateLimitKey = (request) => (request.user ? `user:${request.user.id}` : clientAddress(request));

export default fp<RateLimitsOptions>(
  async (app, { overrides = {}, namespace = 'pero:rate:' }) => {
    // Commands fail at once while disconnected (no offline queue), so an outage costs no waiting.
    const redis = app.redis.open({ enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: namespace } : {}),
      skipOnError: true,
      errorResponseBuilder: (_request, { ttl }) => new TooManyRequests(Math.max(1, Math.ceil(ttl / 1000))),
    });

    const ruleOf = (name: string, rule: RateLimitRule): RateLimitRule => ({ ...rule, ...overrides[name] });
    app.decorate('rateLimitRule', ruleOf);
    app.decorate('limited', (name: string, rule: RateLimitRule, route: RateLimitRoute = {}) => {
      const { max, windowMs } = ruleOf(name, rule);
      return {
        rateLimit: {
          max,
          timeWindow: windowMs,
          keyGenerator: route.per ?? viewerOrAddress,
          hook: route.afterValidation ? 'preHandler' : 'onRequest',
        },
      };
    });
  },
  { name: 'rate-limits', dependencies: ['session', 'redis'] },
);
