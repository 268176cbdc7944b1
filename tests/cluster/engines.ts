/**
 * The engines the cluster runs, as Debian packages them: PostgreSQL's server tools (under
 * /usr/lib/postgresql, found by services.ts), PgBouncer, nginx and Redis. Missing ones are
 * installed with apt-get when the test runs as root (CI); otherwise the run stops naming them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const PACKAGES = ['postgresql', 'pgbouncer', 'nginx', 'redis-server'];

/** Daemons live in /usr/sbin, which is not on an ordinary user's PATH. */
export function enginePath(name: string): string | null {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  return ['/usr/sbin', '/usr/bin'].map((dir) => path.join(dir, name)).find(existsSync) ?? null;
}

function postgresInstalled(): boolean {
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((major) => existsSync(path.join(root, major, 'bin', 'pg_basebackup')));
}

function missingEngines(): string[] {
  return [...(postgresInstalled() ? [] : ['postgresql']), ...['pgbouncer', 'nginx', 'redis-server'].filter((name) => !enginePath(name))];
}

export function ensureEngines() {
  if (missingEngines().length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`Missing ${missingEngines().join(', ')}: install them (apt-get install ${PACKAGES.join(' ')})`);
  console.log(`Installing ${missingEngines().join(', ')} with apt-get…`);
  const install = spawnSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES.join(' ')} >/dev/null`], { stdio: 'inherit' });
  if (install.status !== 0 || missingEngines().length > 0) throw new Error(`apt-get could not install ${missingEngines().join(', ')}`);
}

/** Like enginePath, for an engine ensureEngines has made sure of. */
export function engine(name: string): string {
  const found = enginePath(name);
  if (!found) throw new Error(`${name} not found`);
  return found;
}
