/** The replica driven and asked directly, past Pero. */
import pg from 'pg';
import type { PostgresCluster } from '../faults/services.ts';

async function queryOne<T>(url: string, text: string, values: unknown[] = []): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows[0] as T;
  } finally {
    await client.end();
  }
}

/** Replay stops; WAL keeps arriving, so the replica falls behind by the clock. */
export async function pauseReplay(replica: PostgresCluster) {
  await queryOne(replica.url, 'select pg_wal_replay_pause()');
}

export async function resumeReplay(replica: PostgresCluster) {
  await queryOne(replica.url, 'select pg_wal_replay_resume()');
}

/** Seconds since the last transaction the replica replayed was committed on the primary. */
export async function replayDelaySeconds(replica: PostgresCluster): Promise<number> {
  const row = await queryOne<{ seconds: number | null }>(replica.url, 'select extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as seconds');
  return row.seconds ?? 0;
}
