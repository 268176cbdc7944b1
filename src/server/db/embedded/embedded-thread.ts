// The server's side of the embedded database's thread (worker.mjs): requests out, answers back by
// id. The thread holds one PostgreSQL session, which a client holds from connecting until it hangs up.
import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import { projectPath } from '../../lib/paths.ts';
import { notificationChannels } from './wire.ts';

export interface EmbeddedSource {
  /** The database's directory; without it the database lives in memory. */
  dataDir?: string;
  /** A dump (dumpDataDir's tar) to start from. */
  loadDataDir?: Uint8Array;
}

interface Answer {
  id: number;
  bytes?: Uint8Array<ArrayBuffer>;
  error?: { message: string; stack?: string };
}

type Request = { run: Uint8Array } | { dump: 'none' | 'gzip' } | { close: true };

const WORKER = projectPath('src/server/db/embedded/worker.mjs');

const errorFrom = ({ message, stack }: { message: string; stack?: string }) => Object.assign(new Error(message), stack ? { stack } : {});

/** A lost thread is a lost connection (SQLSTATE 08006), which the server answers with 503 and a failing /readyz. */
const lost = (how: string, cause?: Error) => Object.assign(new Error(`The embedded database's thread ${how}`, { cause }), { code: '08006' });

export class EmbeddedThread extends EventEmitter<{ notification: [channel: string] }> {
  static async start(source: EmbeddedSource): Promise<EmbeddedThread> {
    // The thread's own objects are few and short-lived: a small young generation keeps its heap small.
    const worker = new Worker(WORKER, { workerData: source, resourceLimits: { maxYoungGenerationSizeMb: 4 } });
    let settle!: { ready: () => void; failed: (error: Error) => void };
    const started = new Promise<void>((resolve, reject) => (settle = { ready: resolve, failed: reject }));
    const onMessage = (message: { ready?: true; failed?: { message: string; stack?: string } }) => (message.ready ? settle.ready() : settle.failed(errorFrom(message.failed!)));
    const onExit = (code: number) => settle.failed(new Error(`The embedded database's thread stopped while starting (exit code ${code})`));
    worker.on('message', onMessage).on('error', settle.failed).on('exit', onExit);
    try {
      await started;
    } catch (error) {
      await worker.terminate();
      throw error;
    } finally {
      // Only these: the worker's own listeners on its events keep its messages flowing.
      worker.off('message', onMessage).off('error', settle.failed).off('exit', onExit);
    }
    return new EmbeddedThread(worker);
  }

  private readonly waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  private lastId = 0;
  private stopped: Error | null = null;
  /** Settles when the client holding the session hangs up. */
  private sessionFree: Promise<void> = Promise.resolve();

  private constructor(private readonly worker: Worker) {
    super();
    // An idle thread must not keep the process alive; one with a statement in flight must.
    worker.unref();
    worker.on('message', (answer: Answer) => this.settle(answer));
    worker.on('error', (error: Error) => this.stop(lost('failed', error)));
    worker.on('exit', (code) => this.stop(lost(`stopped (exit code ${code})`)));
  }

  /** Runs one round of protocol messages in the session; the answer is the server's bytes. */
  async run(round: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
    const { bytes } = await this.request({ run: round });
    for (const channel of notificationChannels(bytes!)) this.emit('notification', channel);
    return bytes!;
  }

  async dump(compression: 'none' | 'gzip'): Promise<Blob> {
    const { bytes } = await this.request({ dump: compression });
    return new Blob([bytes!]);
  }

  /** Resolves with the function that hands the session on; until then the caller waits its turn. */
  async holdSession(): Promise<() => void> {
    const previous = this.sessionFree;
    let release!: () => void;
    this.sessionFree = new Promise((resolve) => (release = resolve));
    await previous;
    return release;
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    const exited = new Promise((resolve) => this.worker.once('exit', resolve));
    await this.request({ close: true });
    // Answered, the thread would no longer hold the process open until it has exited.
    this.worker.ref();
    await exited;
  }

  private request(request: Request): Promise<Answer> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = ++this.lastId;
    if (this.waiting.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  private settle(answer: Answer): void {
    const waiter = this.waiting.get(answer.id);
    if (!waiter) return;
    this.waiting.delete(answer.id);
    if (this.waiting.size === 0) this.worker.unref();
    if (answer.error) waiter.reject(errorFrom(answer.error));
    else waiter.resolve(answer);
  }

  private stop(error: Error): void {
    this.stopped ??= error;
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }
}
