import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;
const listeners = new Set<() => void>();
let ticks = 0;
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    ticks += 1;
    for (const notify of listeners) notify();
  }, MINUTE);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * How many minutes have passed since the page's script started, for text that ages («5 м»): one timer
 * for every such text on the page. The server's answer is 0, the same as the browser's during hydration.
 */
export function useMinuteTicks(): number {
  return useSyncExternalStore(subscribe, () => ticks, () => 0);
}
