import { afterAll, afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import {
  checkUrl,
  isPublicAddress,
  loopbackAllowedForTests,
  safeFetch,
  SafeFetchError,
  type AddressPolicy,
  type Resolver,
  type SafeFetchOptions,
} from './safe-fetch.ts';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** A raw TCP listener that only counts connections: it must stay at zero for refusals. */
async function tripwire(host = '127.0.0.1'): Promise<{ port: number; connections: () => number }> {
  let count = 0;
  const server = net.createServer((socket) => {
    count++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { port: (server.address() as AddressInfo).port, connections: () => count };
}

async function httpServer(handler: http.RequestListener): Promise<number> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return (server.address() as AddressInfo).port;
}

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SafeFetchError) return error;
    throw error;
  }
  throw new Error('expected the fetch to fail');
}

/** A resolver for names the tests invent; nothing here ever asks real DNS. */
const fakeDns =
  (table: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw new Error('ENOTFOUND');
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0', '0.1.2.3', '10.0.0.1', '10.255.255.255', '100.64.0.1', '100.127.255.254', '127.0.0.1', '127.255.0.1',
    '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.0.0.8', '192.0.2.1', '192.88.99.1', '192.168.1.1',
    '198.18.0.1', '198.19.255.255', '198.51.100.7', '203.0.113.9', '224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255',
    '::', '::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:8.8.8.8', '::127.0.0.1', '::8.8.8.8', 'fe80::1', 'fe80::1%eth0',
    'fc00::1', 'fd12:3456::1', 'fec0::1', 'ff02::1', '64:ff9b::7f00:1', '64:ff9b::808:808', '64:ff9b:1::1', '2002:7f00:1::1', '2002:808:808::1',
    '2001::1', '2001:0:4136:e378::1', '2001:db8::1', '2001:2::1', '100::1', '3fff::1', '5f00::1',
    '168.63.129.16', '::ffff:168.63.129.16', '::ffff:a83f:8110', '::ffff:169.254.169.254', 'fd00:ec2::254', 'fd00:ec2:0::254',
    'not-an-ip', '', '1.2.3.4.5', '08.8.8.8',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '93.184.216.34', '77.88.55.242', '2a00:1450:4001:80b::200e', '2606:4700:4700::1111'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('safeFetch refuses before connecting', () => {
  it.each(['ftp://example.test/', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,x', 'gopher://x.test/', 'not a url', 'http://user:pass@example.test/'])(
    'refuses the URL %s',
    async (url) => {
      expect((await failure(safeFetch(url))).code).toBe('invalid_url');
    },
  );

  it('refuses 127.0.0.1 (and its other spellings) without a connection', async () => {
    const wire = await tripwire();
    for (const host of ['127.0.0.1', '127.1', '2130706433', '0x7f000001', '0177.0.0.1']) {
      expect((await failure(safeFetch(`http://${host}:${wire.port}/`))).code).toBe('forbidden_address');
    }
    expect(wire.connections()).toBe(0);
  });

  it('refuses private and metadata addresses at once', async () => {
    const started = Date.now();
    for (const url of ['http://10.0.0.1/', 'http://192.168.0.1/', 'http://172.16.5.5:8080/', 'http://169.254.169.254/latest/meta-data/', 'http://[fd00::1]/', 'http://0.0.0.0/']) {
      expect((await failure(safeFetch(url))).code).toBe('forbidden_address');
    }
    // No connection attempt was made: nothing waited for an unreachable host.
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('refuses ports other than 80 and 443 on public hosts, without connecting', async () => {
    const resolve = fakeDns({ 'example.test': ['93.184.216.34'] });
    for (const url of ['http://example.test:22/', 'http://example.test:8080/', 'https://example.test:6379/', 'http://93.184.216.34:25/']) {
      expect((await failure(safeFetch(url, { resolve }))).code, url).toBe('forbidden_address');
    }
    for (const url of ['http://example.test:443/', 'https://example.test:80/']) expect(await checkUrl(url, { resolve })).toBeInstanceOf(URL);
  });

  it('refuses cloud metadata services, also in their IPv6 spellings', async () => {
    for (const url of ['http://168.63.129.16/machine?comp=goalstate', 'http://[::ffff:168.63.129.16]/', 'http://[::ffff:a9fe:a9fe]/latest/', 'http://[fd00:ec2::254]/latest/']) {
      expect((await failure(safeFetch(url))).code, url).toBe('forbidden_address');
    }
  });

  it('refuses [::1] without a connection', async () => {
    const wire = await tripwire('::1');
    expect((await failure(safeFetch(`http://[::1]:${wire.port}/`))).code).toBe('forbidden_address');
    expect(wire.connections()).toBe(0);
  });

  it('refuses ::ffff:127.0.0.1 without a connection', async () => {
    const wire = await tripwire();
    expect((await failure(safeFetch(`http://[::ffff:127.0.0.1]:${wire.port}/`))).code).toBe('forbidden_address');
    expect((await failure(safeFetch(`http://[::ffff:7f00:1]:${wire.port}/`))).code).toBe('forbidden_address');
    expect(wire.connections()).toBe(0);
  });

  it('refuses a name that resolves to loopback (localhost, through the system resolver)', async () => {
    const wire = await tripwire();
    expect((await failure(safeFetch(`http://localhost:${wire.port}/`))).code).toBe('forbidden_address');
    expect(wire.connections()).toBe(0);
  });

  it('refuses a name with any private address among its answers', async () => {
    const wire = await tripwire();
    const resolve = fakeDns({ 'mixed.test': ['93.184.216.34', '127.0.0.1'] });
    expect((await failure(safeFetch(`http://mixed.test:${wire.port}/`, { resolve }))).code).toBe('forbidden_address');
    expect(wire.connections()).toBe(0);
  });

  it('reports names that do not resolve', async () => {
    expect((await failure(safeFetch('http://nowhere.test/', { resolve: fakeDns({}) }))).code).toBe('dns_failed');
    expect((await failure(safeFetch('http://empty.test/', { resolve: async () => [] }))).code).toBe('dns_failed');
  });
});

describe('checkUrl', () => {
  it('resolves and checks without connecting', async () => {
    const resolve = fakeDns({ 'public.test': ['93.184.216.34'], 'inside.test': ['10.1.2.3'] });
    expect((await checkUrl('https://public.test/image.png', { resolve })).href).toBe('https://public.test/image.png');
    expect((await failure(checkUrl('https://inside.test/image.png', { resolve }))).code).toBe('forbidden_address');
    expect((await failure(checkUrl('http://169.254.169.254/x.png'))).code).toBe('forbidden_address');
  });
});

describe('safeFetch against test servers', () => {
  /** Test servers live on 127.0.0.1; only the names below may reach them. */
  const onlyNamed =
    (...names: string[]): AddressPolicy =>
    (address, hostname, port) =>
      names.includes(hostname) && loopbackAllowedForTests(address, hostname, port);
  const testing = (extra: SafeFetchOptions = {}): SafeFetchOptions => ({
    resolve: fakeDns({ 'site.test': ['127.0.0.1'], 'other.test': ['127.0.0.1'], localhost: ['127.0.0.1'] }),
    policy: onlyNamed('site.test', 'other.test'),
    ...extra,
  });

  it('fetches a page with a proper User-Agent and Accept, following a redirect', async () => {
    let seen: http.IncomingHttpHeaders = {};
    const port = await httpServer((req, res) => {
      if (req.url === '/old') return res.writeHead(301, { location: `http://other.test:${(req.socket.address() as AddressInfo).port}/new` }).end();
      seen = req.headers;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<title>Привет</title>');
    });
    const response = await safeFetch(`http://site.test:${port}/old`, testing());
    expect(response).toMatchObject({ url: `http://other.test:${port}/new`, status: 200, contentType: 'text/html' });
    expect(response.body.toString('utf8')).toBe('<title>Привет</title>');
    expect(seen['user-agent']).toMatch(/PeroBot/);
    expect(seen.accept).toMatch(/text\/html/);
    expect(seen.host).toBe(`other.test:${port}`);
  });

  it('refuses a redirect from an allowed server to loopback, without connecting there', async () => {
    const wire = await tripwire();
    const port = await httpServer((req, res) => {
      const target = req.url === '/to-name' ? `http://localhost:${wire.port}/` : `http://127.0.0.1:${wire.port}/admin`;
      res.writeHead(302, { location: target }).end();
    });
    expect((await failure(safeFetch(`http://site.test:${port}/to-ip`, testing()))).code).toBe('forbidden_address');
    expect((await failure(safeFetch(`http://site.test:${port}/to-name`, testing()))).code).toBe('forbidden_address');
    expect(wire.connections()).toBe(0);
  });

  it('refuses redirects to other protocols', async () => {
    const port = await httpServer((_req, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end());
    expect((await failure(safeFetch(`http://site.test:${port}/`, testing()))).code).toBe('invalid_url');
  });

  it('follows at most 3 redirects', async () => {
    let hits = 0;
    const port = await httpServer((req, res) => {
      hits++;
      const n = Number(req.url!.slice(1));
      if (n < 10) return res.writeHead(302, { location: `/${n + 1}` }).end();
      res.end('done');
    });
    expect((await failure(safeFetch(`http://site.test:${port}/0`, testing()))).code).toBe('too_many_redirects');
    expect(hits).toBe(4);
    expect((await safeFetch(`http://site.test:${port}/7`, testing())).body.toString()).toBe('done');
  });

  it('aborts a body over the cap, announced or not, compressed or not', async () => {
    const big = Buffer.alloc(1024 * 1024 + 1, 'a');
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024, 'a'));
    let streamedBytes = 0;
    const port = await httpServer((req, res) => {
      if (req.url === '/announced') return res.writeHead(200, { 'content-length': String(big.length) }).end(big);
      if (req.url === '/bomb') return res.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb);
      if (req.url === '/exact') return res.end(Buffer.alloc(1024 * 1024, 'b'));
      // Chunked and endless: keeps writing until the client goes away.
      const write = () => {
        if (res.destroyed) return;
        streamedBytes += 64 * 1024;
        res.write(Buffer.alloc(64 * 1024, 'c'), () => setImmediate(write));
      };
      write();
    });
    for (const path of ['/announced', '/bomb', '/endless']) {
      expect((await failure(safeFetch(`http://site.test:${port}${path}`, testing()))).code, path).toBe('too_large');
    }
    expect(streamedBytes).toBeLessThan(64 * 1024 * 1024);
    expect((await safeFetch(`http://site.test:${port}/exact`, testing())).body.length).toBe(1024 * 1024);
    expect((await failure(safeFetch(`http://site.test:${port}/exact`, testing({ maxBytes: 1000 })))).code).toBe('too_large');
  });

  it('decodes gzip and brotli bodies', async () => {
    const { brotliCompressSync } = await import('node:zlib');
    const port = await httpServer((req, res) => {
      if (req.url === '/gz') return res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('gzipped'));
      res.writeHead(200, { 'content-encoding': 'br' }).end(brotliCompressSync('brotli'));
    });
    expect((await safeFetch(`http://site.test:${port}/gz`, testing())).body.toString()).toBe('gzipped');
    expect((await safeFetch(`http://site.test:${port}/br`, testing())).body.toString()).toBe('brotli');
  });

  it('refuses content encodings it cannot decode', async () => {
    const port = await httpServer((_req, res) => res.writeHead(200, { 'content-encoding': 'zstd' }).end('????'));
    expect((await failure(safeFetch(`http://site.test:${port}/`, testing()))).code).toBe('network');
  });

  it('times out a server that never answers, and one that stalls mid-body', async () => {
    const port = await httpServer((req, res) => {
      if (req.url === '/stall') res.writeHead(200).write('partial');
      // Otherwise: never answer.
    });
    for (const path of ['/silent', '/stall']) {
      const started = Date.now();
      expect((await failure(safeFetch(`http://site.test:${port}${path}`, testing({ timeoutMs: 300 })))).code).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it('times out a resolver that never answers', async () => {
    const error = await failure(safeFetch('http://slow.test/', { resolve: () => new Promise(() => {}), timeoutMs: 200 }));
    expect(error.code).toBe('timeout');
  });

  it('reports error statuses and unexpected content types without reading the body', async () => {
    const port = await httpServer((req, res) => {
      if (req.url === '/missing') return res.writeHead(404).end('nope');
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end('binary');
    });
    expect((await failure(safeFetch(`http://site.test:${port}/missing`, testing()))).code).toBe('bad_status');
    const error = await failure(safeFetch(`http://site.test:${port}/bin`, testing({ expectContentType: (type) => type === 'text/html' })));
    expect(error).toMatchObject({ code: 'unexpected_type', contentType: 'application/octet-stream' });
  });
});

afterAll(async () => {
  while (closers.length) await closers.pop()!();
});
