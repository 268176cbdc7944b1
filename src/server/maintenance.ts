/**
 * Housekeeping that no request triggers: expired sessions and spent or expired one-time
 * tokens are deleted once at start-up and then hourly. Each process runs it; the deletes
 * are idempotent, so several processes doing the same work is harmless.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import { deleteExpiredSessions } from './features/auth/sessions.ts';
import { deleteStaleTokens } from './features/auth/one-time-tokens.ts';

const INTERVAL_MS = 60 * 60 * 1000;

export async function runMaintenance(db: Db): Promise<void> {
  await deleteExpiredSessions(db);
  await deleteStaleTokens(db);
}

/** Starts the hourly run; the returned function stops it. */
export function startMaintenance(db: Db, log: FastifyBaseLogger): () => void {
  const run = () => runMaintenance(db).catch((err) => log.warn({ err }, 'maintenance failed'));
  void run();
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
