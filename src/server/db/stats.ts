// What the database layer reports to operators (metrics, readiness): the pools' occupancy and each
// replica's freshness as the last sample saw it.

export interface PoolStats {
  /** primary: reads and writes (through a pooler when one is configured); direct: session work; replica: reads. */
  name: 'primary' | 'direct' | 'replica';
  /** Which replica, by its position in DATABASE_REPLICA_URL (0 for the others). */
  index: number;
  total: number;
  idle: number;
  waiting: number;
}

export interface ReplicaStats {
  index: number;
  /** Null while the replica does not answer. */
  lagSeconds: number | null;
  /** Answering, and behind by less than the bound: reads may go there. */
  usable: boolean;
}

export interface DatabaseStats {
  pools: PoolStats[];
  replicas: ReplicaStats[];
  /** The primary is lost and a replica serves reads: writes are refused until it returns. */
  readOnly: boolean;
}
