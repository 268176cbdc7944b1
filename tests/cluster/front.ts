/**
 * What nginx itself answers, from deploy/nginx/pero.conf: the build's hashed assets from disk
 * with immutable caching (Pero would say an hour), and no /metrics from outside.
 */
import type { ScenarioResult } from '../faults/scenarios.ts';
import { Figures, HttpClient } from '../faults/traffic.ts';
import type { ClusterContext } from './load.ts';

export async function nginxInFront(context: ClusterContext): Promise<ScenarioResult> {
  const client = new HttpClient(context.cluster.siteUrl);
  try {
    const home = await client.request('/', { headers: { accept: 'text/html' } });
    const asset = /\/assets\/[\w.-]+\.js/.exec(home.body)?.[0];
    const served = asset ? await client.request(asset) : null;
    const cacheControl = served?.headers['cache-control'] ?? '';
    const metrics = await client.request('/metrics', { headers: { authorization: `Bearer ${context.cluster.metricsToken}` } });
    return {
      name: 'nginx in front',
      figures: new Figures(),
      writes: null,
      recoveryMs: null,
      checks: [
        { name: `the home page names a built script (${asset ?? 'none'})`, ok: asset !== undefined },
        { name: `nginx serves it from disk, immutable (${served?.status ?? '—'}, ${cacheControl || 'no Cache-Control'})`, ok: served?.status === 200 && cacheControl.includes('immutable') },
        { name: `/metrics is not served through nginx (${metrics.status})`, ok: metrics.status === 404 },
      ],
      notes: [],
    };
  } finally {
    client.close();
  }
}
