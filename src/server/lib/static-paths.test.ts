import { describe, expect, it } from 'vitest';
import { isStaticOrProbe } from './static-paths.ts';

describe('isStaticOrProbe', () => {
  it('takes files by their folder and probes by their whole path, query or not', () => {
    for (const url of ['/assets/app.js', '/uploads/a/b.webp', '/favicon.ico', '/manifest.webmanifest', '/app-icons/icon-192.png', '/sw.js', '/healthz', '/readyz?full=1', '/metrics']) expect(isStaticOrProbe(url), url).toBe(true);
  });

  it('leaves out a blog whose address begins like a probe', () => {
    for (const url of ['/metricsdaily', '/healthzone', '/readyz_now/1-post', '/metrics/x']) expect(isStaticOrProbe(url), url).toBe(false);
  });
});
