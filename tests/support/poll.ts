/** Waiting on a condition rather than a clock: the probe runs until it answers or the deadline passes. */
import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves with the probe's first answer other than null, or null when `timeoutMs` passed first. */
export async function pollUntil<T>(probe: () => Promise<T | null> | T | null, timeoutMs: number, everyMs = 100): Promise<T | null> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null || performance.now() > deadline) return value;
    await sleep(everyMs);
  }
}
