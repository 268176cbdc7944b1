/**
 * A server program the cluster test runs in the foreground (PgBouncer, nginx): its output
 * appended to a log file, started when its port accepts connections, stopped with SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { connect } from 'node:net';
import { tailOf } from '../support/log-tail.ts';
import { pollUntil } from '../support/poll.ts';

export interface DaemonOptions {
  logFile: string;
  /** Whom to run as: PgBouncer, like PostgreSQL, refuses to run as root. */
  user?: { uid: number; gid: number };
}

const STARTUP_TIMEOUT_MS = 10_000;

export class Daemon {
  private process: ChildProcess | null = null;

  constructor(
    readonly name: string,
    private readonly command: string,
    private readonly args: string[],
    private readonly options: DaemonOptions,
  ) {}

  async start(port: number) {
    const log = openSync(this.options.logFile, 'a');
    const child = spawn(this.command, this.args, { stdio: ['ignore', log, log], ...this.options.user });
    this.process = child;
    const listening = await pollUntil(async () => (child.exitCode !== null || (await accepts(port)) ? true : null), STARTUP_TIMEOUT_MS, 50);
    if (child.exitCode !== null || !listening) throw new Error(`${this.name} did not start (exit ${child.exitCode}):\n${this.logTail()}`);
  }

  async stop() {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  logTail(lines = 20): string {
    return tailOf(this.options.logFile, lines);
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
