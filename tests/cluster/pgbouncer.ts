/**
 * PgBouncer from deploy/pgbouncer/pgbouncer.ini in front of the primary. It refuses to run as
 * root, so as root it runs as `postgres`, from a directory that user owns.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { postgresOwnedTempDir, postgresUser, type PostgresCluster } from '../faults/services.ts';
import { Daemon } from './daemon.ts';
import { renderDeployFile } from './deploy-files.ts';
import { engine } from './engines.ts';

export class PgBouncer {
  private readonly dir = postgresOwnedTempDir('pero-cluster-pgbouncer-');
  private readonly daemon: Daemon;
  /** The userlist's password for `postgres`: PgBouncer checks it (SCRAM); the trusting primary does not ask. */
  private readonly password = `bouncer-${Date.now().toString(36)}`;

  constructor(
    readonly port: number,
    primary: PostgresCluster,
  ) {
    const authFile = path.join(this.dir, 'userlist.txt');
    const ini = path.join(this.dir, 'pgbouncer.ini');
    writeFileSync(authFile, `"postgres" "${this.password}"\n`);
    const values = { PRIMARY_HOST: '127.0.0.1', PRIMARY_PORT: String(primary.port), LISTEN_ADDR: '127.0.0.1', LISTEN_PORT: String(port), AUTH_FILE: authFile };
    writeFileSync(ini, renderDeployFile('pgbouncer/pgbouncer.ini', values));
    const user = process.getuid?.() === 0 ? postgresUser() : undefined;
    this.daemon = new Daemon('pgbouncer', engine('pgbouncer'), [ini], { logFile: path.join(this.dir, 'pgbouncer.log'), user });
  }

  get url(): string {
    return `postgres://postgres:${this.password}@127.0.0.1:${this.port}/pero`;
  }

  start() {
    return this.daemon.start(this.port);
  }

  stop() {
    return this.daemon.stop();
  }

  logTail(lines?: number) {
    return this.daemon.logTail(lines);
  }

  destroy() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
