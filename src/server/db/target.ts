import path from 'node:path';
import type { Config } from '../config.ts';
import type { DatabaseTarget } from './client.ts';
import type { ReplicaLog } from './replicas.ts';

export function databaseTarget(config: Config, log?: ReplicaLog): DatabaseTarget {
  if (!config.databaseUrl) return { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };
  return { kind: 'postgres', url: config.databaseUrl, directUrl: config.databaseDirectUrl, replicaUrls: config.replicaUrls, replicaMaxLagMs: config.replicaMaxLagMs, log };
}
