// Files and probes (health, metrics) need no session lookup and must not get a Set-Cookie (browsers and CDNs cache them).
import { APP_ICONS_PREFIX, MANIFEST_PATH, SERVICE_WORKER_PATH } from '../../shared/web-app.ts';

const PREFIXES = ['/assets/', '/uploads/', '/favicon', '/@', '/src/', '/node_modules/', APP_ICONS_PREFIX, MANIFEST_PATH, SERVICE_WORKER_PATH];
// Whole paths: as prefixes they would also take in a blog whose address begins with one (`/metricsdaily`).
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

export function isProbe(url: string): boolean {
  const queryStart = url.indexOf('?');
  return PROBES.has(queryStart === -1 ? url : url.slice(0, queryStart));
}

export function isStaticOrProbe(url: string): boolean {
  return isProbe(url) || PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** Socket.IO's own requests: its polling transport posts, which are neither page reads nor writes. */
export function isSocketTransport(url: string): boolean {
  return url.startsWith('/socket.io');
}
