import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parseLsn, ReplicaSet } from './replicas.ts';
import { isPlainRead, replicaReadsAllowed, unlessMissingOnReplica, withReplicaReads } from './read-scope.ts';

/** A server that answers the samples' questions from a position set by the test, or not at all. */
class FakeServer {
  lsn = '0/1000';
  up = true;
  readonly pool = {
    query: async () => {
      if (!this.up) throw new Error('connect ECONNREFUSED');
      return { rows: [{ lsn: this.lsn, replayed: this.lsn }] };
    },
  } as unknown as pg.Pool;
}

function cluster(maxLagMs = 2_000) {
  const clock = { now: 1_000_000 };
  const primary = new FakeServer();
  const replica = new FakeServer();
  const warnings: string[] = [];
  const set = new ReplicaSet(primary.pool, [replica.pool], maxLagMs, { warn: (_, message) => warnings.push(message), info: () => {} }, () => clock.now);
  const tick = async (ms = 1_000) => {
    clock.now += ms;
    await set.sample();
  };
  return { set, primary, replica, tick, warnings };
}

describe('replica freshness', () => {
  it('orders WAL positions across the high word', () => {
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(parseLsn('16/B374D848')).toBe(0x16b374d848n);
  });

  it('a replica that has replayed what the primary wrote serves reads, however long the primary was idle', async () => {
    const { set, tick } = cluster();
    for (let i = 0; i < 10; i++) await tick();
    expect(set.stats()).toEqual([{ index: 0, lagSeconds: 0, usable: true }]);
    expect(set.pick()).not.toBeNull();
  });

  it('a replica whose replay stopped ages from the last position it reached, and past the bound serves nothing', async () => {
    const { set, primary, replica, tick } = cluster(2_000);
    await tick();
    primary.lsn = '0/2000';
    await tick();
    expect(set.stats()[0]).toEqual({ index: 0, lagSeconds: 1, usable: true });
    await tick();
    await tick();
    expect(set.stats()[0]).toEqual({ index: 0, lagSeconds: 3, usable: false });
    expect(set.pick()).toBeNull();

    replica.lsn = '0/2000';
    await tick();
    expect(set.stats()[0]).toEqual({ index: 0, lagSeconds: 0, usable: true });
  });

  it('a replica that does not answer serves nothing and says so once', async () => {
    const { set, replica, tick, warnings } = cluster();
    await tick();
    replica.up = false;
    await tick();
    await tick();
    expect(set.stats()[0]).toEqual({ index: 0, lagSeconds: null, usable: false });
    expect(warnings).toHaveLength(1);
    expect(set.readOnly).toBe(false);
  });

  it('with the primary lost the site is read-only and any answering replica serves, until the primary returns', async () => {
    const { set, primary, replica, tick } = cluster();
    await tick();
    primary.up = false;
    await tick();
    expect(set.readOnly).toBe(true);
    expect(set.pick()).toBe(replica.pool);
    primary.up = true;
    await tick();
    expect(set.readOnly).toBe(false);
  });

  it('a replica a read found gone serves nothing until a sample hears from it again', async () => {
    const { set, replica, tick } = cluster();
    await tick();
    set.lost(replica.pool);
    expect(set.pick()).toBeNull();
    await tick();
    expect(set.pick()).toBe(replica.pool);
  });

  it('with the primary and every replica lost the site is not read-only: it is down', async () => {
    const { set, primary, replica, tick } = cluster();
    await tick();
    primary.up = false;
    replica.up = false;
    await tick();
    expect(set.readOnly).toBe(false);
    expect(set.pick()).toBeNull();
  });
});

describe('what a replica may answer', () => {
  it('leaves "not found" to the primary within a request that reads from replicas, and only then', async () => {
    const scopes: boolean[] = [];
    const load = async () => (scopes.push(replicaReadsAllowed()), scopes.length > 1 ? 'found on the primary' : null);
    expect(await withReplicaReads(() => unlessMissingOnReplica(load, (value) => value !== null))).toBe('found on the primary');
    expect(scopes).toEqual([true, false]);

    scopes.length = 0;
    expect(await unlessMissingOnReplica(load, (value) => value !== null)).toBeNull();
    expect(scopes).toEqual([false]);
  });

  it.each([
    ['select * from posts where id = $1', true],
    ['  WITH ranked as (select id from posts) select * from ranked', true],
    ['((select 1 from likes) union all (select 2 from bookmarks))', true],
    ['select id from posts where deleted_at is null and updated_at > now()', true],
    ['insert into posts (title) values ($1)', false],
    ['with moved as (update posts set owner_id = 1 returning id) select * from moved', false],
    ['select * from posts where id = $1 for update', false],
    ['select pg_notify($1, $2)', false],
    ['select pg_advisory_lock(1)', false],
    ['begin', false],
  ])('%s → %s', (text, plain) => {
    expect(isPlainRead(text)).toBe(plain);
  });
});
