/**
 * The production server as the fault tests run it: a child process on a private port, its
 * output appended to one log file across restarts (printed when a scenario fails), and the
 * signals an operator or a crash would send it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { projectPath } from '../../src/server/lib/paths.ts';
import { tailOf } from '../support/log-tail.ts';
import { waitUntilReady } from '../support/production-server.ts';

export interface ServerSettings {
  port: number;
  dataDir: string;
  databaseUrl: string;
  redisUrl: string;
  logFile: string;
  /** SHUTDOWN_DELAY_SECONDS: how long readiness answers 503 before the listener closes. */
  shutdownDelaySeconds: number;
  /** More settings, or others in place of the defaults: APP_URL when a proxy is the public origin, ROLES… */
  env?: Record<string, string>;
}

export class PeroServer {
  private process: ChildProcess | null = null;
  private exit: Promise<NodeJS.Signals | number> | null = null;

  constructor(private readonly settings: ServerSettings) {}

  get url(): string {
    return `http://127.0.0.1:${this.settings.port}`;
  }

  get pid(): number | undefined {
    return this.process?.pid;
  }

  /** True while the process started last has not exited. */
  get running(): boolean {
    return this.process !== null && this.process.exitCode === null && this.process.signalCode === null;
  }

  async start() {
    const { port, dataDir, databaseUrl, redisUrl, logFile, shutdownDelaySeconds, env } = this.settings;
    const log = openSync(logFile, 'a');
    const child = spawn(process.execPath, [projectPath('dist/server/main.js')], {
      cwd: projectPath('.'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: this.url,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        SEED_DEMO: 'true',
        SHUTDOWN_DELAY_SECONDS: String(shutdownDelaySeconds),
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', log, log],
    });
    this.process = child;
    this.exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code ?? 0)));
    await waitUntilReady(this.url, child);
  }

  /** Sends `signal` and resolves with how the process ended. */
  async stop(signal: NodeJS.Signals): Promise<NodeJS.Signals | number> {
    this.process?.kill(signal);
    return (await this.exit) ?? 0;
  }

  logTail(lines = 40): string {
    return tailOf(this.settings.logFile, lines);
  }
}
