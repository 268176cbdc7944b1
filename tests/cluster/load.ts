/**
 * The fault tests' load (keep-alive readers and signed-in authors publishing), sent through
 * nginx, around each cluster check; afterwards the acknowledged publishes are looked for on
 * the primary itself.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Figures, startLoad, type Author } from '../faults/traffic.ts';
import { checkWrites, type WriteCheck } from '../faults/writes.ts';
import type { Cluster } from './topology.ts';

export interface ClusterContext {
  cluster: Cluster;
  authors: Author[];
  /** Unique to this run, in every title it publishes. */
  runId: string;
}

/** Concurrent keep-alive readers beside the authors' publishers. */
const READERS = 4;
/** Load before the fault, so it meets requests in flight. */
const WARM_UP_MS = 1500;

export interface LoadOutcome<T> {
  figures: Figures;
  writes: WriteCheck;
  outcome: T;
  /** Marks the titles published under this load. */
  prefix: string;
}

/** Runs `during` under load; the primary must be back up by the time it returns. */
export async function underLoad<T>(context: ClusterContext, label: string, during: (figures: Figures, prefix: string) => Promise<T>): Promise<LoadOutcome<T>> {
  const figures = new Figures();
  const prefix = `${context.runId} ${label}`;
  const load = startLoad(context.cluster.siteUrl, figures, { readers: READERS, authors: context.authors, titlePrefix: prefix });
  let outcome: T;
  try {
    await sleep(WARM_UP_MS);
    outcome = await during(figures, prefix);
  } finally {
    await load.stop();
  }
  return { figures, writes: await checkWrites(context.cluster.primary.url, prefix, figures.acknowledged), outcome, prefix };
}
