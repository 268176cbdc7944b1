import { Gauge, type Registry } from '@prometheus-io/client';
import type { Database } from '../../db/client.ts';

const POOL_STATES = ['total', 'idle', 'waiting'] as const;

/** What the database layer last saw of its pools and replicas: read from memory, so never late. */
export function reportDatabase(registry: Registry, database: Database): void {
  const registers = [registry];
  new Gauge({
    name: 'pero_db_pool_connections',
    help: 'Connections of each database pool: total open, idle, and requests waiting for one',
    labelNames: ['pool', 'index', 'state'],
    registers,
    collect() {
      this.reset();
      for (const pool of database.stats().pools) {
        for (const state of POOL_STATES) this.set({ pool: pool.name, index: String(pool.index), state }, pool[state]);
      }
    },
  });
  new Gauge({
    name: 'pero_db_replica_lag_seconds',
    help: 'How far each replica is behind the primary; no sample while it does not answer',
    labelNames: ['index'],
    registers,
    collect() {
      this.reset();
      for (const replica of database.stats().replicas) if (replica.lagSeconds !== null) this.set({ index: String(replica.index) }, replica.lagSeconds);
    },
  });
  new Gauge({
    name: 'pero_db_replica_usable',
    help: 'Whether reads may go to each replica (1): it answers and is behind by less than the bound',
    labelNames: ['index'],
    registers,
    collect() {
      this.reset();
      for (const replica of database.stats().replicas) this.set({ index: String(replica.index) }, Number(replica.usable));
    },
  });
  new Gauge({
    name: 'pero_db_read_only',
    help: 'Whether the primary is lost and writes are refused (1) while a replica serves reads',
    registers,
    collect() {
      this.set(Number(database.stats().readOnly));
    },
  });
}

