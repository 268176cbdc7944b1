/**
 * Rate limits as a route option: a feature names its limit and its default rule, and the
 * route gets `config.rateLimit` for @fastify/rate-limit. Counters live in memory for one
 * process, or in Redis with REDIS_URL so every process counts against one budget. Each
 * route keeps its own counter. An exceeded limit answers 429 with Retry-After through the
 * errors plugin, in the reader's language.
 *
 * While Redis is unreachable the limits fail open (the request goes through and a warning
 * is logged): they guard against abuse, and an outage of an optional cache should not turn
 * into an outage of every limited call.
 */
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequests } from './errors.ts';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Whose budget a request spends: by default the signed-in user's, else the client address's. */
export type RateLimitKey = (request: FastifyRequest) => string;

/** Tests replace rules by limit name (small numbers, so a test can reach them). */
export type RateLimitOverrides = Record<string, Partial<RateLimitRule>>;

export interface RateLimitsOptions {
  overrides?: RateLimitOverrides;
  /** Prefix of the Redis keys; tests give each app its own so runs sharing a Redis stay apart. */
  namespace?: string;
}

export interface RateLimitRoute {
  /** `per` picks another key; `afterValidation` lets that key read the parsed body. */
  per?: RateLimitKey;
  afterValidation?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The route config that applies `rule` (or its override) under this limit's name. */
    limited(name: string, rule: RateLimitRule, route?: RateLimitRoute): { rateLimit: RateLimitOptions };
    /** `rule`, or its override: for the few limits counted outside a route option. */
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
