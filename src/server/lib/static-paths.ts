// Files and health probes need no session lookup and must not get a Set-Cookie (browsers and CDNs cache them).
const PREFIXES = ['/assets/', '/uploads/', '/favicon', '/@', '/src/', '/node_modules/', '/healthz', '/readyz'];

export function isStaticOrProbe(url: string): boolean {
  return PREFIXES.some((prefix) => url.startsWith(prefix));
}
