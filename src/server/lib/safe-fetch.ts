// The one outbound HTTP client (lint forbids raw fetch elsewhere): docs/adr/0015-safe-outbound-fetch.md.
// `resolve` and `policy` exist for tests only: production passes neither, and nothing derives them
// from environment or request input. The one exception is withOperatorOrigin(): the origin of a service the
// operator configured (the Telegram Bot API) is admitted wherever it is, and only that origin.
import { lookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';

export type SafeFetchErrorCode =
  | 'invalid_url'
  | 'forbidden_address'
  | 'dns_failed'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'bad_status'
  | 'unexpected_type'
  | 'network';

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    readonly contentType: string | null = null,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;
export type AddressPolicy = (address: string, hostname: string, port: number) => boolean;

export interface SafeFetchOptions {
  /** Resolving, connecting, every redirect and the body together. */
  timeoutMs?: number;
  /** Counted after decompression. */
  maxBytes?: number;
  maxRedirects?: number;
  accept?: string;
  expectContentType?: (contentType: string) => boolean;
  resolve?: Resolver;
  policy?: AddressPolicy;
}

export type OutboundOptions = Pick<SafeFetchOptions, 'resolve' | 'policy'>;

export interface SafeResponse {
  url: string;
  status: number;
  contentType: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const DEFAULTS = {
  timeoutMs: 5_000,
  maxBytes: 1024 * 1024,
  maxRedirects: 3,
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
};
const USER_AGENT = 'Mozilla/5.0 (compatible; PeroBot/0.1; link previews)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/** Cloud metadata on addresses that look public or unique-local (IPv4-mapped forms are refused as a range). */
const METADATA_ADDRESSES = new Set(['168.63.129.16', '169.254.169.254', 'fd00:ec2::254'].map((address) => ipaddr.parse(address).toNormalizedString()));

/** The web's own ports: a link preview has no reason to knock on a mail or database port. */
const WEB_PORTS = new Set([80, 443]);

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.parse(address);
  if (METADATA_ADDRESSES.has(ip.toNormalizedString())) return false;
  if (ip.range() !== 'unicast') return false;
  return ip.kind() === 'ipv4' || (ip as ipaddr.IPv6).match(GLOBAL_UNICAST);
}

export const publicAddressesOnly: AddressPolicy = (address, _hostname, port) => WEB_PORTS.has(port) && isPublicAddress(address);

/** Never pass it outside tests. */
export const loopbackAllowedForTests: AddressPolicy = (address, hostname, port) =>
  publicAddressesOnly(address, hostname, port) || (ipaddr.isValid(address) && ipaddr.parse(address).range() === 'loopback');

const systemResolver: Resolver = async (hostname) => {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

export function parseHttpUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new SafeFetchError('invalid_url', 'Not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('invalid_url', 'Only http and https URLs can be fetched');
  if (url.username || url.password) throw new SafeFetchError('invalid_url', 'URLs with credentials are not fetched');
  return url;
}

function ipLiteral(url: URL): string | null {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return ipaddr.isValid(host) ? host : null;
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new SafeFetchError('timeout', 'The remote server took too long'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

async function vet(url: URL, resolve: Resolver, policy: AddressPolicy, signal: AbortSignal): Promise<ResolvedAddress> {
  const literal = ipLiteral(url);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: literal, family: literal.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await Promise.race([resolve(url.hostname), rejectOnAbort(signal)]);
    } catch (error) {
      if (error instanceof SafeFetchError) throw error;
      throw new SafeFetchError('dns_failed', `Cannot resolve ${url.hostname}`);
    }
  }
  if (addresses.length === 0) throw new SafeFetchError('dns_failed', `Cannot resolve ${url.hostname}`);
  // One bad address refuses the name: a name that mixes public and private answers is an attack.
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (addresses.some(({ address }) => !policy(address, url.hostname, port))) {
    throw new SafeFetchError('forbidden_address', 'This address is not reachable from here');
  }
  return addresses[0]!;
}

/** Checks like vet() but connects nowhere: for URLs that are only passed on (preview images). */
export async function checkUrl(input: string, options: Pick<SafeFetchOptions, 'resolve' | 'policy' | 'timeoutMs'> = {}): Promise<URL> {
  const url = parseHttpUrl(input);
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULTS.timeoutMs);
  await vet(url, options.resolve ?? systemResolver, options.policy ?? publicAddressesOnly, signal);
  return url;
}

/** For addresses members give us to call later (push endpoints, webhooks): https only, but http where a test's policy admits its loopback server. */
export async function checkCallbackUrl(input: string, outbound: OutboundOptions): Promise<URL> {
  const url = parseHttpUrl(input);
  if (url.protocol !== 'https:' && !outbound.policy) throw new SafeFetchError('invalid_url', 'Only https addresses are called');
  return checkUrl(input, outbound);
}

/** A lookup that answers the vetted address whatever Node asks, so no second resolution happens. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
}

interface Outgoing {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: Buffer;
}

function send(url: URL, target: ResolvedAddress, outgoing: Outgoing, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: outgoing.method,
        headers: { 'user-agent': USER_AGENT, ...outgoing.headers },
        // A fresh connection each time: a pooled socket could outlive the address check.
        agent: false,
        lookup: pinnedLookup(target),
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end(outgoing.body);
  });
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  let decoder: zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress;
  if (encoding === 'identity' || encoding === '') return response;
  if (encoding === 'gzip' || encoding === 'x-gzip') decoder = zlib.createGunzip();
  else if (encoding === 'deflate') decoder = zlib.createInflate();
  else if (encoding === 'br') decoder = zlib.createBrotliDecompress();
  else throw new SafeFetchError('network', `Unsupported content encoding ${encoding}`);
  response.on('error', (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new SafeFetchError('too_large', 'The response is too large');
  const chunks: Buffer[] = [];
  let size = 0;
  let stream: Readable = response;
  try {
    stream = decoded(response);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new SafeFetchError('too_large', 'The response is too large');
      chunks.push(chunk);
    }
  } finally {
    if (!response.complete) response.destroy();
    if (stream !== response) stream.destroy();
  }
  return Buffer.concat(chunks);
}

export async function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const settings = { ...DEFAULTS, ...options };
  const resolve = options.resolve ?? systemResolver;
  const policy = options.policy ?? publicAddressesOnly;
  let url = parseHttpUrl(input);
  return withDeadline(settings.timeoutMs, async (signal) => {
    for (let redirects = 0; ; redirects++) {
      const target = await vet(url, resolve, policy, signal);
      const headers = { accept: settings.accept, 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'ru,en;q=0.8' };
      const response = await send(url, target, { method: 'GET', headers }, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;

      if (REDIRECTS.has(status) && location) {
        response.destroy();
        if (redirects >= settings.maxRedirects) throw new SafeFetchError('too_many_redirects', 'Too many redirects');
        url = parseHttpUrl(new URL(location, url).href);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new SafeFetchError('bad_status', `The remote server answered ${status}`);
      }
      const contentType = String(response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (settings.expectContentType && !settings.expectContentType(contentType)) {
        response.destroy();
        throw new SafeFetchError('unexpected_type', `Unexpected content type ${contentType || 'none'}`, contentType);
      }
      const body = await readCapped(response, settings.maxBytes);
      return { url: url.href, status, contentType, headers: response.headers, body };
    }
  });
}

async function withDeadline<T>(timeoutMs: number, exchange: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await exchange(controller.signal);
  } catch (error) {
    if (controller.signal.aborted) throw new SafeFetchError('timeout', 'The remote server took too long');
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError('network', error instanceof Error ? error.message : 'The remote server could not be reached');
  } finally {
    clearTimeout(timer);
  }
}

export interface SafePostOptions extends Pick<SafeFetchOptions, 'timeoutMs' | 'resolve' | 'policy'> {
  headers: Record<string, string>;
  body: Buffer;
  /** Characters of the answer's body to keep (a webhook's log shows them); none by default. */
  excerptChars?: number;
}

/** For addresses members gave us (web push endpoints, webhooks): no redirect is followed, and the answer's body is dropped but for an excerpt. */
export async function safePost(input: string, options: SafePostOptions): Promise<{ status: number; excerpt: string }> {
  const url = parseHttpUrl(input);
  return withDeadline(options.timeoutMs ?? DEFAULTS.timeoutMs, async (signal) => {
    const target = await vet(url, options.resolve ?? systemResolver, options.policy ?? publicAddressesOnly, signal);
    const response = await send(url, target, { method: 'POST', headers: options.headers, body: options.body }, signal);
    const body = await readCapped(response, 64 * 1024).catch(() => Buffer.alloc(0));
    return { status: response.statusCode ?? 0, excerpt: options.excerptChars ? body.toString('utf8').slice(0, options.excerptChars) : '' };
  });
}

/**
 * For a service the operator configured (the Telegram Bot API, which may be their own server beside the site): its
 * origin is reached wherever it is, since only the operator chooses it; every other address still meets `policy`.
 */
export function withOperatorOrigin(base: string, policy: AddressPolicy = publicAddressesOnly): AddressPolicy {
  const origin = parseHttpUrl(base);
  const port = origin.port ? Number(origin.port) : origin.protocol === 'https:' ? 443 : 80;
  return (address, hostname, targetPort) => (hostname === origin.hostname && targetPort === port) || policy(address, hostname, targetPort);
}
