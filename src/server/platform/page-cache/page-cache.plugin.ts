/**
 * Guest page cache (docs/adr/0027-guest-page-cache-with-tags.md). What keeps one visitor's answer from
 * another: only guests are served and stored (a user, a pending flash or a partial reload bypass it);
 * only the body and content headers are kept, and nothing when the answer set a cookie other than
 * XSRF-TOKEN; the body is cut at its nonce and joined with this answer's own.
 * Drops travel on Redis because a domain event is delivered to one process only.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { pageTags } from './page-tags.ts';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler, RouteOptions } from 'fastify';
import { hasPendingFlash } from '../../kernel/flash.ts';
import { wantsPageData } from '../../lib/paginator.ts';
import { prefersDarkTheme } from '../../plugins/inertia.ts';
import { answerBytes, PageStore, type CachedAnswer, type PageStoreOptions } from './page-store.ts';
import { wroteRecently } from '../recent-writes.ts';

export interface GuestCacheRoute {
  tags: readonly string[] | ((request: FastifyRequest) => readonly string[]);
}

export interface Shared<T> {
  value: T;
  tags: readonly string[];
}

export interface SharedData {
  /** What every reader shares, kept under `key` until a tag drops it; while sharing is off, loaded afresh each time. */
  shared<T>(key: string, load: () => Promise<Shared<T>>): Promise<T>;
}

export interface PageCache {
  drop(tags: readonly string[]): void;
  /** The shared data as the answer to `request` reads it: the tags of what it reads join the answer's, so a guest's page is dropped with anything it shows. */
  readFor(request: FastifyRequest): SharedData;
  sharing: boolean;
  /** The longest anything is kept. */
  ttlMs: number;
  onDrop(listener: (tags: readonly string[]) => void): void;
  /** Hears every lookup in either store, for the operators' hit rate (platform/metrics). */
  onLookup(listener: (store: PageCacheStore, hit: boolean) => void): void;
}

/** `answers`: guests' whole answers; `shared`: the data every reader shares. */
export type PageCacheStore = 'answers' | 'shared';

declare module 'fastify' {
  interface FastifyContextConfig {
    guestCache?: GuestCacheRoute;
  }
  interface FastifyInstance {
    pageCache: PageCache;
  }
}

export interface PageCacheOptions extends PageStoreOptions {
  channel: string;
  sharing: boolean;
}

/**
 * A few seconds: short enough that what no event drops (a changed name, a count) is soon fresh. As long again, an
 * expired entry answers those who ask while one request renders it afresh.
 */
export const PAGE_CACHE_DEFAULTS: PageCacheOptions = {
  ttlMs: 5_000,
  staleMs: 5_000,
  maxEntries: 2_000,
  maxBytes: 64 * 1024 * 1024,
  now: Date.now,
  channel: 'pero:page-cache:drop',
  sharing: true,
};

const CONTENT_HEADERS = ['content-type', 'vary', 'x-inertia'];
/** Safe to keep: the visitor's own CSRF token is set afresh on every answer. */
const SAFE_COOKIE = /^XSRF-TOKEN=/;

type Visit = { hit: true } | { hit: false; store(answer: CachedAnswer): void; finish(answer: CachedAnswer | null): void };
const HIT: Visit = { hit: true };

export default fp<Partial<PageCacheOptions>>(
  async (app, overrides) => {
    const options = { ...PAGE_CACHE_DEFAULTS, ...overrides };
    const store = new PageStore<CachedAnswer>(options, answerBytes);
    const data = new PageStore<Shared<unknown>>(options, sharedBytes);
    const visits = new WeakMap<FastifyRequest, Visit>();
    const tagsRead = new WeakMap<FastifyRequest, Set<string>>();

    const serve: onRequestHookHandler = async function (request, reply) {
      const key = cacheKey(request);
      if (key === null) return;
      let answer = store.current(key);
      // Awaited only when a render is under way, so the next guest finds the one this request starts.
      if (answer instanceof Promise) answer = await answer;
      lookedUp('answers', answer !== null);
      if (answer) {
        visits.set(request, HIT);
        return sendCached(reply, answer);
      }
      if (request.method !== 'GET') return;
      const { render, store: keep } = store.startRender(key);
      visits.set(request, { hit: false, store: keep, finish: render.finish });
    };

    const keep: onSendHookHandler = async function (request, reply, payload) {
      varyByCookie(reply);
      const visit = visits.get(request);
      if (!visit || visit.hit) return payload;
      const answer = shareable(reply, payload) ? captureAnswer(request, reply, payload as string | Buffer, tagsRead.get(request)) : null;
      if (answer) visit.store(answer);
      visit.finish(answer);
      return payload;
    };

    // An answer that never reached onSend (an aborted request) must not keep others waiting.
    const release = async function (request: FastifyRequest) {
      const visit = visits.get(request);
      if (visit && !visit.hit) visit.finish(null);
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.guestCache) return;
      route.onRequest = [...hooks(route.onRequest), serve];
      route.onSend = [...hooks(route.onSend), keep];
      route.onResponse = [...hooks(route.onResponse), release];
      route.onRequestAbort = [...hooks(route.onRequestAbort), release];
    });

    const channel = options.channel;
    const self = randomUUID();
    const publisher = app.redis.open({ enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    const subscriber = app.redis.open();
    if (subscriber) {
      subscriber.subscribe(channel).catch((err: unknown) => app.log.warn({ err }, 'page cache: cannot hear other processes drop pages'));
      subscriber.on('message', (heard: string, message: string) => {
        if (heard !== channel) return;
        const drop = parseDrop(message);
        if (drop && drop.from !== self) dropHere(drop.tags);
      });
    }

    const listeners: Array<(tags: readonly string[]) => void> = [];
    const lookupListeners: Array<(store: PageCacheStore, hit: boolean) => void> = [];
    function lookedUp(store: PageCacheStore, hit: boolean) {
      for (const listener of lookupListeners) listener(store, hit);
    }
    function dropHere(tags: readonly string[]) {
      store.drop(tags);
      data.drop(tags);
      for (const listener of listeners) listener(tags);
    }

    const entryOf = <T>(loaded: Shared<T>): Shared<T> => ({ value: loaded.value, tags: [pageTags.site, ...loaded.tags] });

    async function sharedEntry<T>(key: string, load: () => Promise<Shared<T>>, afresh: boolean): Promise<Shared<T>> {
      if (!cache.sharing) return load();
      // A writer's read: what is kept may be from before their write, whose drop is yet to be delivered.
      if (afresh) return entryOf(await load());
      let kept = data.current(key);
      if (kept instanceof Promise) kept = await kept;
      lookedUp('shared', Boolean(kept));
      if (kept) return kept as Shared<T>;
      // The first to miss loads for everyone who asks meanwhile; a drop during the load keeps it from being stored.
      const { render, store: keep } = data.startRender(key);
      try {
        const entry = entryOf(await load());
        keep(entry);
        render.finish(entry);
        return entry;
      } catch (err) {
        render.finish(null);
        throw err;
      }
    }

    const cache: PageCache = {
      sharing: options.sharing,
      ttlMs: options.ttlMs,
      readFor(request) {
        const afresh = wroteRecently(request);
        return {
          async shared(key, load) {
            const { value, tags } = await sharedEntry(key, load, afresh);
            const read = tagsRead.get(request) ?? new Set();
            for (const tag of tags) read.add(tag);
            tagsRead.set(request, read);
            return value;
          },
        };
      },
      onDrop(listener) {
        listeners.push(listener);
      },
      onLookup(listener) {
        lookupListeners.push(listener);
      },
      drop(tags) {
        dropHere(tags);
        publisher?.publish(channel, JSON.stringify({ from: self, tags })).catch((err: unknown) => app.log.warn({ err }, 'page cache: a drop did not reach other processes'));
      },
    };
    app.decorate<PageCache>('pageCache', cache);
  },
  { name: 'page-cache', dependencies: ['session', 'csrf', 'security-headers', 'inertia', 'redis'] },
);

function cacheKey(request: FastifyRequest): string | null {
  if (request.user || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  if (hasPendingFlash(request) || request.headers['x-inertia-partial-component'] !== undefined) return null;
  const variant = request.isInertia ? 'inertia' : wantsPageData(request) ? 'data' : prefersDarkTheme(request) ? 'html-dark' : 'html';
  return `${variant} ${request.language} ${request.url}`;
}

function sharedBytes(entry: Shared<unknown>): number {
  return JSON.stringify(entry.value)?.length ?? 0;
}

function shareable(reply: FastifyReply, payload: unknown): boolean {
  if (reply.request.method !== 'GET' || reply.statusCode !== 200) return false;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  const cookies = reply.getHeader('set-cookie');
  const list = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)];
  return list.every((cookie) => SAFE_COOKIE.test(cookie));
}

function captureAnswer(request: FastifyRequest, reply: FastifyReply, payload: string | Buffer, tagsRead: ReadonlySet<string> = new Set()): CachedAnswer {
  const body = typeof payload === 'string' ? payload : payload.toString('utf8');
  const headers: Array<[string, string]> = [];
  for (const name of CONTENT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers.push([name, String(value)]);
  }
  const tags = request.routeOptions.config.guestCache!.tags;
  return {
    parts: body.split(reply.cspNonce.script).map((part) => Buffer.from(part)),
    headers,
    tags: [...new Set([pageTags.site, ...(typeof tags === 'function' ? tags(request) : tags), ...tagsRead])],
  };
}

function sendCached(reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  for (const [name, value] of answer.headers) reply.header(name, value);
  const [first, ...rest] = answer.parts;
  if (rest.length === 0) return reply.code(200).send(first);
  const nonce = Buffer.from(reply.cspNonce.script);
  const pieces: Buffer[] = [first!];
  for (const part of rest) pieces.push(nonce, part);
  return reply.code(200).send(Buffer.concat(pieces));
}

/** These answers differ by the session and theme cookies: a shared cache in front must know. */
function varyByCookie(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const names = vary === undefined ? [] : String(vary).split(/\s*,\s*/);
  if (!names.some((name) => name.toLowerCase() === 'cookie')) reply.header('vary', [...names, 'Cookie'].join(', '));
}

function parseDrop(message: string): { from: string; tags: string[] } | null {
  try {
    const drop = JSON.parse(message) as { from?: unknown; tags?: unknown };
    const valid = typeof drop.from === 'string' && Array.isArray(drop.tags) && drop.tags.every((tag) => typeof tag === 'string');
    return valid ? (drop as { from: string; tags: string[] }) : null;
  } catch {
    return null;
  }
}

function hooks<T>(existing: T | T[] | undefined): T[] {
  return existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
}
