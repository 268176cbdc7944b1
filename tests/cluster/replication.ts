/** The replica as PostgreSQL itself reports it, asked directly (not through Pero). */
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

/** Whether the replica has replayed everything the primary had written when asked. */
export async function caughtUp(primary: PostgresCluster, replica: PostgresCluster): Promise<boolean> {
  const { lsn } = await queryOne<{ lsn: string }>(primary.url, 'select pg_current_wal_lsn()::text as lsn');
  const row = await queryOne<{ done: boolean }>(replica.url, 'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [lsn]);
  return row.done;
}
