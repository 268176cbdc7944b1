// How fresh each replica is, measured without writing: once a second the primary's WAL position is
// noted with the time, and a replica is as fresh as the newest noted position it has replayed. An idle
// primary therefore leaves a replica fresh (nothing to replay), a stopped replay or a lost stream makes
// it age, and the lag reads in seconds. A replica behind by more than the bound serves no reads.
// With the primary lost, any replica that answers serves reads and the site is read-only.
import type pg from 'pg';
import type { ReplicaStats } from './stats.ts';
import { within } from '../lib/within.ts';

const SAMPLE_EVERY_MS = 1_000;
/** A sample slower than this counts as no answer: a server that hangs is as good as gone. */
const SAMPLE_TIMEOUT_MS = 1_500;

interface Mark {
  lsn: bigint;
  at: number;
}

interface Replica {
  pool: pg.Pool;
  /** Null until it answers, and while it does not. */
  lagMs: number | null;
}

export interface ReplicaLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/** `16/B374D848` → a number that orders positions. */
export function parseLsn(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

export class ReplicaSet {
  private readonly replicas: Replica[];
  /** The primary's positions over the last bound and a little more, oldest first. */
  private marks: Mark[] = [];
  private primaryLost = false;
  private next = 0;
  private timer: NodeJS.Timeout | null = null;
  private sampling: Promise<void> | null = null;

  constructor(
    private readonly primary: pg.Pool,
    replicaPools: pg.Pool[],
    private readonly maxLagMs: number,
    private readonly log: ReplicaLog,
    private readonly now: () => number = Date.now,
  ) {
    this.replicas = replicaPools.map((pool) => ({ pool, lagMs: null }));
  }

  async start(): Promise<void> {
    await this.sample();
    this.timer = setInterval(() => void this.sample(), SAMPLE_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sampling;
  }

  /** A replica for a read, in turn among the usable ones; null sends the read to the primary. */
  pick(): pg.Pool | null {
    const usable = this.replicas.filter((replica) => this.usable(replica));
    if (usable.length === 0) return null;
    this.next = (this.next + 1) % usable.length;
    return usable[this.next]!.pool;
  }

  /** A read found it gone: no more reads go there until a sample hears from it. */
  lost(pool: pg.Pool): void {
    const replica = this.replicas.find((each) => each.pool === pool);
    if (replica) replica.lagMs = null;
  }

  get readOnly(): boolean {
    return this.primaryLost && this.replicas.some((replica) => replica.lagMs !== null);
  }

  stats(): ReplicaStats[] {
    return this.replicas.map((replica, index) => ({ index, lagSeconds: replica.lagMs === null ? null : replica.lagMs / 1000, usable: this.usable(replica) }));
  }

  private usable(replica: Replica): boolean {
    if (replica.lagMs === null) return false;
    return this.primaryLost || replica.lagMs <= this.maxLagMs;
  }

  /** One at a time: a slow round is not overlapped by the next tick. */
  sample(): Promise<void> {
    this.sampling ??= this.sampleAll().finally(() => (this.sampling = null));
    return this.sampling;
  }

  private async sampleAll(): Promise<void> {
    await this.samplePrimary();
    await Promise.all(this.replicas.map((replica) => this.sampleReplica(replica)));
  }

  private async samplePrimary(): Promise<void> {
    try {
      const { rows } = await within(this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'), SAMPLE_TIMEOUT_MS);
      const at = this.now();
      this.marks.push({ lsn: parseLsn(rows[0]!.lsn), at });
      // One mark older than the bound stays, so a replica further behind still gets a lag, not "unknown".
      const keepFrom = this.marks.findLastIndex((mark) => at - mark.at > this.maxLagMs);
      if (keepFrom > 0) this.marks = this.marks.slice(keepFrom);
      if (this.primaryLost) this.log.info('The primary database is back: writes are accepted again');
      this.primaryLost = false;
    } catch (err) {
      if (!this.primaryLost) this.log.warn({ err }, 'The primary database does not answer: reads go to replicas and writes are refused until it returns');
      this.primaryLost = true;
    }
  }

  private async sampleReplica(replica: Replica): Promise<void> {
    try {
      const { rows } = await within(
        replica.pool.query<{ replayed: string | null }>('select pg_last_wal_replay_lsn()::text as replayed where pg_is_in_recovery()'),
        SAMPLE_TIMEOUT_MS,
      );
      const replayed = rows[0]?.replayed;
      // A server out of recovery is no longer anyone's replica: reads there could miss writes.
      if (replayed === undefined || replayed === null) throw new Error('not a streaming replica');
      replica.lagMs = this.lagOf(parseLsn(replayed));
    } catch (err) {
      if (replica.lagMs !== null) this.log.warn({ err }, 'A database replica does not answer: its reads go elsewhere until it returns');
      replica.lagMs = null;
    }
  }

  /** Time since the newest noted primary position the replica has replayed; no marks, no lag known. */
  private lagOf(replayed: bigint): number {
    const now = this.now();
    const newest = this.marks.at(-1);
    if (!newest) return Infinity;
    if (replayed >= newest.lsn) return this.primaryLost ? now - newest.at : 0;
    const reached = this.marks.findLast((mark) => replayed >= mark.lsn);
    return reached ? now - reached.at : now - this.marks[0]!.at;
  }
}
