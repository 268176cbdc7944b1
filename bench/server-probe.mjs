/**
 * Loaded into the Pero server by the benchmark only (`node --import ./bench/server-probe.mjs`),
 * never in a normal run: it answers the bench's questions about the server process over the
 * IPC channel the bench opens, so the server gains no route and no setting for it.
 *
 *   'lag:reset'  → starts a fresh event-loop delay histogram
 *   'lag:read'   → { p50, p99, max } in milliseconds since the last reset
 *   'memory'     → { heapUsed, heapCommitted, buffers, rss, peakRss, heapRetained, rssAfterCollection } in
 *                  bytes: the last two after a full garbage collection, forced after the others are read
 *   'cpu'        → { micros }: user + system CPU time the process has used, in microseconds
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

if (process.send) {
  // Heap used counts garbage not yet collected, which grows with the rate of answers; what
  // the process keeps is read after a collection the probe alone can force.
  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc');
  // 10 ms sampling: fine enough for a 100 ms target, cheap enough not to be the lag itself.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const ms = (ns) => Math.round(ns / 1e5) / 10;

  process.on('message', (question) => {
    if (question === 'lag:reset') {
      delay.reset();
      process.send({ question });
    } else if (question === 'lag:read') {
      process.send({ question, p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) });
    } else if (question === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send({ question, micros: user + system });
    } else if (question === 'memory') {
      const { heapUsed, rss, external } = process.memoryUsage();
      const peakRss = process.resourceUsage().maxRSS * 1024;
      const heapCommitted = getHeapStatistics().total_heap_size;
      collectGarbage();
      const after = process.memoryUsage();
      process.send({ question, heapUsed, heapCommitted, buffers: external, rss, peakRss, heapRetained: after.heapUsed, rssAfterCollection: after.rss });
    }
  });
  // The channel must not keep a server alive that was asked to stop.
  process.channel?.unref();
}
