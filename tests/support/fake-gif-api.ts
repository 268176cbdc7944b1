/**
 * A Tenor-compatible GIF search service on a free loopback port, for tests: `search`,
 * `featured` and `posts` in the v2 shape, and the GIF files themselves. It answers only the
 * key it was made with, and records every request, so a test can see what the server asked.
 *
 * Its host name is `gifs.test`: build the app with `outbound: fakeGifOutbound` so the server's
 * safe fetcher resolves that name to the loopback server (nothing else resolves).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { loopbackAllowedForTests, type OutboundOptions } from '../../src/server/lib/safe-fetch.ts';

export const FAKE_GIF_HOST = 'gifs.test';

export const fakeGifOutbound: OutboundOptions = {
  resolve: async (hostname) => {
    if (hostname === FAKE_GIF_HOST) return [{ address: '127.0.0.1', family: 4 }];
    throw new Error(`${hostname}: tests do not reach the network`);
  },
  policy: loopbackAllowedForTests,
};

export interface FakeGifApi {
  /** The `GIF_API_URL` to configure: `http://gifs.test:{port}/v2`. */
  url: string;
  key: string;
  /** Every request's path and query, in order. */
  requests: URL[];
  /** How many results a search for any query has in all (paged by `limit`). */
  total: number;
  /** Makes the next answers fail with this status (null: answer normally). */
  failWith: number | null;
  close(): Promise<void>;
}

/** A two-frame animated GIF, 48×32: small, but a real animation for the upload pipeline. */
export function animatedGif(): Promise<Buffer> {
  const frame = (color: string) => sharp({ create: { width: 48, height: 32, channels: 3, background: color } }).png().toBuffer();
  return Promise.all([frame('#e33'), frame('#33e')]).then((frames) => sharp(frames, { join: { animated: true } }).gif({ delay: [100, 100], loop: 0 }).toBuffer());
}

export async function startFakeGifApi({ key = 'test-gif-key', total = 40 } = {}): Promise<FakeGifApi> {
  const gif = await animatedGif();
  let origin = '';
  const result = (id: string, query: string) => ({
    id,
    title: '',
    content_description: `${query} ${id}`,
    media_formats: {
      tinygif: { url: `${origin}/media/${id}/tiny.gif`, dims: [48, 32], size: gif.length },
      mediumgif: { url: `${origin}/media/${id}/medium.gif`, dims: [48, 32], size: gif.length },
      gif: { url: `${origin}/media/${id}/full.gif`, dims: [48, 32], size: gif.length },
    },
  });
  const api: FakeGifApi = {
    url: '',
    key,
    requests: [],
    total,
    failWith: null,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
  const json = (res: http.ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, origin);
    api.requests.push(url);
    if (api.failWith !== null) return json(res, api.failWith, { error: { code: api.failWith, message: 'failing on purpose' } });
    if (url.pathname.startsWith('/media/')) return res.writeHead(200, { 'content-type': 'image/gif' }).end(gif);
    if (url.searchParams.get('key') !== key) return json(res, 400, { error: { code: 400, message: 'API key not valid' } });
    if (url.pathname === '/v2/search' || url.pathname === '/v2/featured') {
      const query = url.searchParams.get('q') ?? 'featured';
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const start = Number(url.searchParams.get('pos') ?? 0);
      const count = query === 'ничего' ? 0 : Math.max(0, Math.min(limit, api.total - start));
      const results = Array.from({ length: count }, (_, index) => result(String(1000 + start + index), query));
      return json(res, 200, { results, next: start + count < api.total && count > 0 ? String(start + count) : '' });
    }
    if (url.pathname === '/v2/posts') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').filter((id) => /^\d+$/.test(id) && Number(id) >= 1000);
      return json(res, 200, { results: ids.map((id) => result(id, 'gif')) });
    }
    return json(res, 404, { error: { code: 404, message: 'not found' } });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://${FAKE_GIF_HOST}:${(server.address() as AddressInfo).port}`;
  api.url = `${origin}/v2`;
  return api;
}
