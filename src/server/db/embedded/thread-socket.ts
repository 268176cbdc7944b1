// node-postgres talks to a socket; this one carries its messages to the embedded database's thread.
// Messages gather until one asks for an answer (a round: parse, bind, describe, execute, sync), then
// the round goes over whole and the answer comes back whole. Writes wait for their round's answer,
// so rounds never overlap.
import { Duplex } from 'node:stream';
import type { EmbeddedThread } from './embedded-thread.ts';
import { GREETING, roundEnd, simpleQuery, TERMINATE } from './wire.ts';

/**
 * A server ends a session whose client hangs up; here the session outlives its clients, so what one
 * leaves behind that would break the next is undone: an open transaction, named statements (the next
 * client would prepare the same names again). LISTEN stays: it belongs to the database's listeners.
 */
const HANG_UP = 'rollback; deallocate all';

export class ThreadSocket extends Duplex {
  private release: (() => void) | null = null;
  private greeted = false;
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly thread: EmbeddedThread) {
    super();
  }

  /** Called by node-postgres as it would a TCP socket's; the address means nothing here. */
  connect(): this {
    this.thread.holdSession().then(
      (release) => {
        this.release = release;
        this.emit('connect');
      },
      (error: Error) => this.destroy(error),
    );
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    // The first message is the startup message (it has no type byte): answered here, as no password is asked.
    if (!this.greeted) {
      this.greeted = true;
      this.push(GREETING);
      return done();
    }
    // Terminate would stop the thread's server, which outlives this client.
    if (chunk[0] === TERMINATE && this.pending.length === 0) return done();
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const end = roundEnd(this.pending);
    if (end === 0) return done();
    // A copy: the buffer may be a slice of a larger one that must not travel.
    const round = new Uint8Array(this.pending.subarray(0, end));
    this.pending = this.pending.subarray(end);
    this.thread.run(round).then(
      (answer) => {
        this.push(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength));
        done();
      },
      (error: Error) => done(error),
    );
  }

  override _final(done: (error?: Error | null) => void): void {
    this.push(null);
    this.hangUp().then(() => done(), done);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.hangUp().then(
      () => done(error),
      () => done(error),
    );
  }

  private async hangUp(): Promise<void> {
    const release = this.release;
    if (!release) return;
    this.release = null;
    try {
      await this.thread.run(simpleQuery(HANG_UP));
    } finally {
      release();
    }
  }
}
