/**
 * The fault and cluster tests' own PostgreSQL clusters and Redis server: throwaway, on private
 * ports, so stopping and killing them touches nothing else on the machine. PostgreSQL refuses
 * to run as root, so as root (CI) its tools run as the `postgres` user on a directory it owns.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { tailOf } from '../support/log-tail.ts';

/** Debian puts the server tools under /usr/lib/postgresql/<major>/bin, off the PATH. */
function postgresTool(name: string): string {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = majors.map((major) => path.join(root, major, 'bin', name)).find(existsSync);
  if (!found) throw new Error(`${name} not found: install PostgreSQL (apt-get install postgresql)`);
  return found;
}

const asRoot = process.getuid?.() === 0;

/** The `postgres` user's ids, which PostgreSQL (and PgBouncer) run as when the tests run as root. */
export function postgresUser(): { uid: number; gid: number } {
  const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (owner.status !== 0) throw new Error('Running as root needs a "postgres" user to run PostgreSQL as');
  return { uid: Number(owner.stdout), gid: Number(group.stdout) };
}

/** A new temporary directory the `postgres` user owns when the tests run as root. */
export function postgresOwnedTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  return dir;
}

/** Asynchronous, so the load keeps running while PostgreSQL stops or starts. */
function runPostgresTool(name: string, args: string[]): Promise<void> {
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', postgresTool(name), ...args]] : [postgresTool(name), args];
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} ${args.join(' ')} failed:\n${output}`))));
  });
}

export class PostgresCluster {
  /** A temporary directory of its own (the `postgres` user must reach it), socket and log included. */
  private readonly dir = postgresOwnedTempDir('pero-faults-pg-');
  private readonly dataDir = path.join(this.dir, 'data');
  private readonly logFile = path.join(this.dir, 'postgres.log');

  /**
   * Listens on 127.0.0.1:`port` only; `settings` are passed as `-c name=value` at every start
   * (a primary's replication settings, for instance).
   */
  constructor(
    readonly port: number,
    private readonly settings: Record<string, string> = {},
  ) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/pero`;
  }

  async create() {
    mkdirSync(this.dataDir);
    if (asRoot) {
      const { uid, gid } = postgresUser();
      chownSync(this.dataDir, uid, gid);
    }
    await runPostgresTool('initdb', ['-D', this.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync', '--no-instructions']);
    await this.start();
    const admin = new pg.Client({ connectionString: this.url.replace(/\/pero$/, '/postgres') });
    await admin.connect();
    await admin.query('create database pero');
    await admin.end();
  }

  /**
   * A hot standby of `primary`, streaming its WAL: `pg_basebackup -R` copies the primary's files
   * and writes `standby.signal` and `primary_conninfo`. The primary's pg_hba (initdb's trust)
   * admits replication from loopback.
   */
  async createReplicaOf(primary: PostgresCluster) {
    await runPostgresTool('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', this.dataDir, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync']);
    await this.start();
  }

  /** Returns once the server accepts connections (a standby: read-only ones). */
  async start() {
    const settings = Object.entries(this.settings).map(([name, value]) => ` -c ${name}=${value}`).join('');
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir}${settings}`;
    await runPostgresTool('pg_ctl', ['start', '-w', '-D', this.dataDir, '-l', this.logFile, '-o', options]);
  }

  /** A clean stop: sessions are ended (clients see "terminating connection due to administrator command"). */
  async stop() {
    await runPostgresTool('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', this.dataDir]);
  }

  logTail(lines = 20): string {
    return tailOf(this.logFile, lines);
  }

  async destroy() {
    if (existsSync(path.join(this.dataDir, 'postmaster.pid'))) await runPostgresTool('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', this.dataDir]);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export class RedisServer {
  private process: ChildProcess | null = null;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Without persistence: a restarted Redis is an empty one, as after a real crash of a cache. */
  async start() {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    this.process = child;
    const started = Date.now();
    while (!(await answersPing(this.port))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
      if (Date.now() - started > 10_000) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async kill() {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.process = null;
  }
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.end();
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}
