// Which statements may be served by a replica is decided per request, not per call site: a request
// that only reads, from a reader who has not just written, lets every plain read it makes go to a
// replica. Statements outside such a request (commands, jobs, sockets) stay on the primary.
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<{ replica: true }>();
const REPLICA_READS = { replica: true } as const;

export function withReplicaReads<T>(work: () => T): T {
  return scope.run(REPLICA_READS, work);
}

export function replicaReadsAllowed(): boolean {
  return scope.getStore() !== undefined;
}

/**
 * What a replica has not got may be newer than the replica: for a thing asked for by its address,
 * the primary has the last word on "not found", so a link followed seconds after it was made works.
 */
export async function unlessMissingOnReplica<T>(load: () => Promise<T>, found: (value: T) => boolean): Promise<T> {
  const value = await load();
  if (found(value) || !replicaReadsAllowed()) return value;
  return scope.exit(load);
}

const READ = /^[\s(]*(select|with)\b/i;
// A `with` may hide a data-modifying statement, and a locking read belongs to a writer's transaction.
const WRITES = /\b(insert|update|delete|merge|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|nextval|setval|pg_notify|pg_advisory\w*)\b/i;

/** A statement a replica can answer exactly as the primary would, short of lag. */
export function isPlainRead(text: string): boolean {
  return READ.test(text) && !WRITES.test(text);
}
