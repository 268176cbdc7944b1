/**
 * The cluster the test runs, all on loopback on private ports: a PostgreSQL primary and a
 * streaming replica, PgBouncer in front of the primary, Redis, and four Pero processes by role
 * (two web, one realtime, one worker) behind nginx — the topology docs/deploy.md describes.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PeroServer } from '../faults/pero-server.ts';
import { PostgresCluster, RedisServer } from '../faults/services.ts';
import { freePort } from '../support/production-server.ts';
import { Nginx } from './nginx.ts';
import { PgBouncer } from './pgbouncer.ts';

/** Low, so the lag check waits little past it. */
export const REPLICA_MAX_LAG_SECONDS = 2;

/** What the primary needs to feed a streaming replica (PostgreSQL 15's defaults, spelled out as the guide does). */
const PRIMARY_SETTINGS = { wal_level: 'replica', max_wal_senders: '5', hot_standby: 'on' };

export type Role = 'web' | 'realtime' | 'worker';

export interface PeroProcess {
  /** `web-1`, `realtime`… */
  name: string;
  role: Role;
  server: PeroServer;
  port: number;
}

/** A P-256 pair in base64url, as VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY take it. */
function vapidKeys(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // getPrivateKey() drops leading zero bytes; the setting is always 32 bytes.
  const privateKey = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  return { VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'), VAPID_PRIVATE_KEY: privateKey.toString('base64url') };
}

export class Cluster {
  readonly metricsToken = randomBytes(24).toString('base64url');
  private readonly workDir = mkdtempSync(path.join(tmpdir(), 'pero-cluster-'));

  private constructor(
    readonly primary: PostgresCluster,
    readonly replica: PostgresCluster,
    readonly bouncer: PgBouncer,
    readonly redis: RedisServer,
    readonly nginx: Nginx,
    readonly pero: PeroProcess[],
  ) {}

  /** Two web processes unless told otherwise (the bench measures one to three). */
  static async create({ webProcesses = 2 }: { webProcesses?: number } = {}): Promise<Cluster> {
    const primary = new PostgresCluster(await freePort(), PRIMARY_SETTINGS);
    const replica = new PostgresCluster(await freePort());
    const bouncer = new PgBouncer(await freePort(), primary);
    const redis = new RedisServer(await freePort());
    const roles: Array<[string, Role]> = [
      ...Array.from({ length: webProcesses }, (_, index): [string, Role] => [`web-${index + 1}`, 'web']),
      ['realtime', 'realtime'],
      ['worker', 'worker'],
    ];
    const ports = await Promise.all(roles.map(() => freePort()));
    const portsOf = (role: Role) => roles.flatMap(([, r], index) => (r === role ? [ports[index]!] : []));
    const nginx = new Nginx(await freePort(), { webPorts: portsOf('web'), realtimePorts: portsOf('realtime') });
    const cluster = new Cluster(primary, replica, bouncer, redis, nginx, []);
    // Every process signs sessions and web pushes alike, or one would refuse what another made.
    const shared = {
      APP_URL: nginx.url,
      DATABASE_DIRECT_URL: primary.url,
      DATABASE_REPLICA_URL: replica.url,
      REPLICA_MAX_LAG_SECONDS: String(REPLICA_MAX_LAG_SECONDS),
      METRICS_TOKEN: cluster.metricsToken,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      ...vapidKeys(),
    };
    for (const [index, [name, role]] of roles.entries()) {
      const server = new PeroServer({
        port: ports[index]!,
        // One DATA_DIR for all, as the guide's shared mount: a picture uploaded through one process is served by every other.
        dataDir: path.join(cluster.workDir, 'data'),
        databaseUrl: bouncer.url,
        redisUrl: redis.url,
        logFile: path.join(cluster.workDir, `${name}.log`),
        shutdownDelaySeconds: 0,
        env: { ...shared, ROLES: role },
      });
      cluster.pero.push({ name, role, server, port: ports[index]! });
    }
    return cluster;
  }

  get siteUrl(): string {
    return this.nginx.url;
  }

  get web(): PeroProcess[] {
    return this.pero.filter((process) => process.role === 'web');
  }

  get realtime(): PeroProcess {
    return this.pero.find((process) => process.role === 'realtime')!;
  }

  /** Returns once every Pero process answers /readyz; they start together, migrating and seeding in turn under a lock. */
  async start() {
    await this.primary.create();
    await this.replica.createReplicaOf(this.primary);
    await Promise.all([this.bouncer.start(), this.redis.start(), this.nginx.start()]);
    await Promise.all(this.pero.map(({ server }) => server.start()));
  }

  /** Everything down, whatever state a failed run left it in. */
  async stop() {
    await Promise.allSettled(this.pero.map(({ server }) => (server.running ? server.stop('SIGTERM') : undefined)));
    const steps = [() => this.nginx.stop(), () => this.bouncer.stop(), () => this.redis.kill(), () => this.replica.destroy(), () => this.primary.destroy()];
    for (const step of steps) await step().catch((error: unknown) => console.error(error));
    this.nginx.destroy();
    this.bouncer.destroy();
    rmSync(this.workDir, { recursive: true, force: true });
  }

  logTails(): string {
    // A JSON log line carries a whole stack: its head says enough here.
    const shortened = (tail: string) => tail.replace(/^(.{400}).+$/gm, '$1…');
    const sections: Array<[string, string]> = [
      ...this.pero.map(({ name, server }): [string, string] => [`Pero ${name}`, server.logTail(15)]),
      ['nginx (error log)', this.nginx.logTail()],
      ['PgBouncer', this.bouncer.logTail()],
      ['PostgreSQL primary', this.primary.logTail()],
      ['PostgreSQL replica', this.replica.logTail()],
    ];
    return sections.map(([title, tail]) => `--- ${title} (last lines)\n${shortened(tail)}`).join('\n\n');
  }
}
