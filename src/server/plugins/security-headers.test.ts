import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../tests/support/app.ts';
import { contentSecurityDirectives } from './security-headers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** The policy as a map from directive to its sources. */
function policy(header: unknown): Map<string, string[]> {
  const directives = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name);
  return new Map(directives.map(([name, ...sources]) => [name!, sources]));
}

function scriptNonce(header: unknown): string {
  const nonce = policy(header)
    .get('script-src')
    ?.find((source) => source.startsWith("'nonce-"));
  expect(nonce).toBeDefined();
  return nonce!.slice("'nonce-".length, -1);
}

describe('security headers', () => {
  it('give an HTML page a script policy whose nonce every script the browser runs carries', async () => {
    const res = await app.inject('/');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const nonce = scriptNonce(res.headers['content-security-policy']);
    // JSON-LD is a data block: the browser never runs it, so the policy has no say over it.
    const scripts = (res.body.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
    expect(policy(res.headers['content-security-policy']).get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('use a new nonce for every answer', async () => {
    const first = scriptNonce((await app.inject('/')).headers['content-security-policy']);
    const second = scriptNonce((await app.inject('/')).headers['content-security-policy']);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it('keep the baseline: no sniffing, framing only by the site itself, origin-only referrers, no opener, no powerful features', async () => {
    const res = await app.inject('/healthz');
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'permissions-policy': expect.stringContaining('camera=(), microphone=(), geolocation=()'),
    });
    expect(policy(res.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
  });

  describe('on a site served over https', () => {
    let secure: FastifyInstance;
    beforeAll(async () => {
      secure = await buildTestApp({ config: { appUrl: 'https://pero.example' } });
    });
    afterAll(() => secure.close());

    it('ask browsers to keep to https for half a year when APP_URL is https, and not over plain http', async () => {
      expect((await app.inject('/healthz')).headers).not.toHaveProperty('strict-transport-security');
      expect((await secure.inject('/healthz')).headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    });
  });

  it('allow the embed services in frames, the site socket, and Google reCAPTCHA (the control panel may turn it on at any moment)', () => {
    const config = { appUrl: 'https://pero.example', mediaBase: 'https://pero.example/uploads', secureCookies: true };
    const plain = contentSecurityDirectives({ config, development: false });
    expect(plain['frame-src']).toEqual(expect.arrayContaining(['https://www.youtube.com', 'https://player.vimeo.com', 'https://vk.com']));
    expect(plain['connect-src']).toEqual(["'self'", 'wss://pero.example']);
    expect(plain).toHaveProperty('upgrade-insecure-requests');
    expect(plain['script-src']).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']));
    expect(plain['frame-src']).toContain('https://www.google.com/recaptcha/');
  });

  it('allow pictures and media from the MEDIA_URL host when it is another one', () => {
    const config = { appUrl: 'https://pero.example', mediaBase: 'https://cdn.example/pero', secureCookies: true };
    const directives = contentSecurityDirectives({ config, development: false });
    expect(directives['img-src']).toContain('https://cdn.example');
    expect(directives['media-src']).toContain('https://cdn.example');
  });

  it('let Vite’s hot-reload socket connect only in development', () => {
    const config = { appUrl: 'http://localhost:3000', mediaBase: 'http://localhost:3000/uploads', secureCookies: false };
    expect(contentSecurityDirectives({ config, development: false })['connect-src']).toEqual(["'self'", 'ws://localhost:3000']);
    expect(contentSecurityDirectives({ config, development: true })['connect-src']).toEqual(expect.arrayContaining(['ws:', 'wss:']));
  });
});
