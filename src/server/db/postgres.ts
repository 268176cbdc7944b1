// PostgreSQL with up to three kinds of connection: the primary pool (possibly through a
// transaction-mode pooler, which carries no session state from one transaction to the next), a direct
// pool for what needs a session (migrations' lock, LISTEN, the job queue), and replica pools that
// answer the plain reads of read-only requests (read-scope.ts).
import pg from 'pg';
import type { Database } from './client.ts';
import { DatabaseReadOnly, isDatabaseUnavailable } from './driver-errors.ts';
import { isPlainRead, replicaReadsAllowed } from './read-scope.ts';
import { ReplicaSet, type ReplicaLog } from './replicas.ts';
import type { PoolStats } from './stats.ts';
import { drizzleOn, executeOn, migrateOn, quietPool } from './pg-pool.ts';

export interface PostgresTarget {
  kind: 'postgres';
  url: string;
  /** Set when `url` is a transaction-mode pooler. */
  directUrl?: string | null;
  replicaUrls?: string[];
  replicaMaxLagMs?: number;
  log?: ReplicaLog;
}

const POOL_SIZE = 10;
/** Sessions that hold a connection: the migration lock, the job queue's polling and supervision. */
const DIRECT_POOL_SIZE = 4;
/** Any number: every process starting at once runs its start-up under it, one after another. */
const STARTUP_LOCK = 7_271_001;

const SILENT_LOG: ReplicaLog = { warn: () => {}, info: () => {} };

// A named statement is prepared on one server connection; behind a transaction-mode pooler the next
// transaction may run on another, which has never heard the name. Unnamed, each is parsed where it runs.
class UnnamedStatementsClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config !== null && typeof config === 'object' && 'name' in config && config.name !== undefined) args[0] = { ...config, name: undefined };
    return (super.query as (...rest: unknown[]) => never)(...args);
  }
}

/** Drizzle runs a query with `pool.query` and a transaction on `pool.connect()`, so routing reads here covers both. */
class RoutedPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly replicas: ReplicaSet,
  ) {
    super(config);
  }

  // Drizzle, the only caller, queries with promises, never with a callback.
  override query(...args: unknown[]): never {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text ?? '';
    const plainRead = isPlainRead(text);
    if (plainRead && (replicaReadsAllowed() || this.replicas.readOnly)) {
      const replica = this.replicas.pick();
      if (replica) return this.readOn(replica, args) as never;
    }
    if (!plainRead && this.replicas.readOnly) return Promise.reject(new DatabaseReadOnly()) as never;
    return this.onPrimary(args);
  }

  /** A replica lost mid-read leaves the reads already sent to it to the primary, and the next ones too until it answers a sample. */
  private async readOn(replica: pg.Pool, args: unknown[]): Promise<unknown> {
    try {
      return await (replica.query as (...rest: unknown[]) => Promise<unknown>)(...args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      this.replicas.lost(replica);
      return this.onPrimary(args);
    }
  }

  private onPrimary(args: unknown[]): never {
    return (super.query as (...rest: unknown[]) => never)(...args);
  }

  override connect(...args: unknown[]): never {
    if (this.replicas.readOnly && args.length === 0) return Promise.reject(new DatabaseReadOnly()) as never;
    return (super.connect as (...rest: unknown[]) => never)(...args);
  }
}

export async function openPostgres(target: PostgresTarget): Promise<Database> {
  const pooled = Boolean(target.directUrl);
  const direct = quietPool(new pg.Pool({ connectionString: target.directUrl ?? target.url, max: DIRECT_POOL_SIZE }));
  const replicaPools = (target.replicaUrls ?? []).map((url) => quietPool(new pg.Pool({ connectionString: url, max: POOL_SIZE })));
  const replicas = replicaPools.length > 0 ? new ReplicaSet(direct, replicaPools, target.replicaMaxLagMs ?? 5_000, target.log ?? SILENT_LOG) : null;
  const primaryConfig: pg.PoolConfig = { connectionString: target.url, max: POOL_SIZE, ...(pooled ? { Client: UnnamedStatementsClient } : {}) };
  const primary = quietPool(replicas ? new RoutedPool(primaryConfig, replicas) : new pg.Pool(primaryConfig));
  const db = drizzleOn(primary);
  await replicas?.start();

  const poolStats = (pool: pg.Pool, name: PoolStats['name'], index = 0): PoolStats => ({ name, index, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  const readOnly = () => replicas?.readOnly ?? false;

  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await direct.connect();
      try {
        await migrateOn(client);
      } finally {
        client.release();
      }
    },
    exclusively: async (work) => {
      const client = await direct.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        // Ending the session releases the lock even if unlocking fails.
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await primary.query('select 1');
    },
    execute: (text, values) => executeOn(direct, text, values),
    listen: (channel, onNotify, onError) => listenOnPostgres(target.directUrl ?? target.url, channel, onNotify, onError),
    readOnly,
    stats: () => ({
      pools: [
        poolStats(primary, 'primary'),
        ...(pooled ? [poolStats(direct, 'direct')] : []),
        ...replicaPools.map((pool, index) => poolStats(pool, 'replica', index)),
      ],
      replicas: replicas?.stats() ?? [],
      readOnly: readOnly(),
    }),
    close: async () => {
      await replicas?.stop();
      await Promise.all([primary, direct, ...replicaPools].map((pool) => pool.end()));
    },
  };
}

// A lost LISTEN connection reconnects with back-off; what was notified meanwhile is found by the
// listener's periodic sweep, so a lost notification only delays.
async function listenOnPostgres(url: string, channel: string, onNotify: () => void, onError: (err: Error) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 500;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', (err) => {
      onError(err);
      void next.end().catch(() => undefined);
      if (client === next) reconnect();
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    client = next;
    retryMs = 500;
  };
  const reconnect = () => {
    client = null;
    if (stopped) return;
    const timer = setTimeout(() => connect().catch((err: Error) => (onError(err), reconnect())), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
