import path from 'node:path';
import type { Config } from '../config.ts';
import type { DatabaseTarget } from './client.ts';

export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };
}
