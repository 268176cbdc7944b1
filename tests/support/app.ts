/**
 * buildTestApp(): the real app on a private test database, driven through app.inject.
 * Pages render through the client's entry-server from source, so tests see real HTML.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import type { RateLimitOverrides } from '../../src/server/platform/rate-limits.ts';
import type { PageCacheOptions } from '../../src/server/platform/page-cache/page-cache.plugin.ts';
import { loadConfig, type Config, type LogLevel } from '../../src/server/config.ts';
import type { LogStream } from '../../src/server/lib/logging.ts';
import type { OutboundOptions } from '../../src/server/lib/safe-fetch.ts';
import type { PasswordHashing } from '../../src/server/lib/passwords.ts';
import type { PageRenderer } from '../../src/server/plugins/inertia.ts';
import { render } from '../../src/client/entry-server.tsx';
import { buildServiceWorker } from '../../src/server/ssr/service-worker-build.ts';
import { openTestDatabase } from './database.ts';
import type { Database } from '../../src/server/db/client.ts';

export const TEST_ASSET_VERSION = 'test-version';

export const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** argon2id at its smallest cost: the suite hashes a password for nearly every test user. */
export const TEST_PASSWORD_HASHING: PasswordHashing = { memoryCost: 8, timeCost: 1, parallelism: 1 };

export const testRenderer: PageRenderer = {
  version: TEST_ASSET_VERSION,
  render: (page, markup) => render(page as never, markup),
  assetTags: (nonce) => `<script type="module" nonce="${nonce}" src="/test-entry.js"></script>`,
  serviceWorker: buildServiceWorker,
};

/**
 * Tests build their data through the same calls people make, only much faster: the limits
 * that data building spends stay out of the way unless a test sets them.
 */
const DATA_BUILDING_LIMITS: RateLimitOverrides = {
  postSaves: { max: 100_000 },
  uploads: { max: 100_000 },
  // Every test account is new (anti-spam.ts); tests that write a lot stay clear of its hourly caps.
  newAccountPosts: { max: 100_000 },
  newAccountComments: { max: 100_000 },
};

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Use REDIS_URL from the environment for the real-time adapter (CI's second pass). */
  redis?: boolean;
  /** Extra routes registered before the app is ready (for testing shared machinery). */
  routes?: (app: FastifyInstance) => void;
  /** Log at this level into the stream (the app is silent otherwise). */
  log?: { level: LogLevel; stream: LogStream };
  /** Rate-limit rules by limit name: small ones to reach a limit, RELAXED_AUTH_LIMITS to stay clear of the account ones. */
  rateLimits?: RateLimitOverrides;
  /** Apps given one namespace share their rate-limit counters in Redis; by default each app has its own. */
  rateLimitNamespace?: string;
  /** Sees every route as it is added. */
  onRoute?: (route: RouteOptions) => void;
  /** The sockets one address may hold open; small ones to reach the cap. */
  socketsPerAddress?: number;
  /** The guest page cache's clock, time to live, bounds, or a drop channel apps share. */
  pageCache?: Partial<PageCacheOptions>;
  /** Apps given one key hear each other's real-time pushes through Redis; by default each app hears only its own. */
  realtimeRedisKey?: string;
  /** How saving a post reaches other hosts; by default it reaches none (tests never use the network). */
  outbound?: OutboundOptions;
  /** A database the test opened and closes itself, so apps built one after another share it, as restarts do. */
  database?: Database;
  /** Workers run jobs and deliver events on their own timers, as in production; by default tests drive them. */
  background?: boolean;
}

/** Resolves no name: a post's remote pictures cannot be copied, and nothing leaves the machine. */
export const NO_NETWORK: OutboundOptions = {
  resolve: async (hostname) => {
    throw new Error(`${hostname}: tests do not reach the network`);
  },
};

export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pero-app-'));
  const config: Config = {
    // APP_URL goes through loadConfig, so what it derives (Secure cookies for https) follows it.
    ...loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: TEST_SESSION_SECRET, LOG_LEVEL: options.log?.level ?? 'silent', APP_URL: options.config?.appUrl }),
    redisUrl: options.redis === false ? null : (process.env.REDIS_URL ?? null),
    passwordHashing: TEST_PASSWORD_HASHING,
    ...options.config,
  };
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    database,
    renderer: async () => testRenderer,
    logger: options.log !== undefined,
    logStream: options.log?.stream,
    background: options.background ?? false,
    rateLimits: { ...DATA_BUILDING_LIMITS, ...options.rateLimits },
    rateLimitNamespace: options.rateLimitNamespace ?? `pero-test:${randomBytes(6).toString('hex')}:rate:`,
    onRoute: options.onRoute,
    socketsPerAddress: options.socketsPerAddress,
    // Apps sharing a Redis hear only their own page drops and pushes unless a test gives them one channel.
    pageCache: { channel: `pero-test:${randomBytes(6).toString('hex')}:page-cache`, ...options.pageCache },
    realtimeRedisKey: options.realtimeRedisKey ?? `pero-test:${randomBytes(6).toString('hex')}:socket.io`,
    outbound: options.outbound ?? NO_NETWORK,
  });
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  options.routes?.(app);
  await app.ready();
  return app;
}
