// Every request goes through the safe fetcher, so a hostile GIF_API_URL gets no further than any other outbound
// address. The key never leaves the server.
import { GIF_ID_PATTERN, GIF_LIMITS, GIF_POS_PATTERN, type GifPage, type GifResult } from '../../../shared/dto/gif.ts';
import { safeFetch, type OutboundOptions } from '../../lib/safe-fetch.ts';

export interface GifApi {
  url: string;
  key: string;
}

interface TenorFormat {
  url?: unknown;
  dims?: unknown;
  size?: unknown;
}
interface TenorResult {
  id?: unknown;
  content_description?: unknown;
  title?: unknown;
  media_formats?: Record<string, TenorFormat | undefined>;
}

export class GifServiceError extends Error {}

/** Small answers: a page of 18 results is a few kilobytes. */
const ANSWER_BYTES = 512 * 1024;
const TIMEOUT_MS = 5_000;
/** Formats asked for: the grid shows `tinygif`; a chosen GIF is copied from the first of KEEP_FORMATS it has. */
const MEDIA_FILTER = 'tinygif,mediumgif,gif';
/** `mediumgif` first: full quality at a quarter of `gif`'s bytes, and wider than a comment's 400 px box. */
const KEEP_FORMATS = ['mediumgif', 'gif', 'tinygif'] as const;

async function call(api: GifApi, path: string, params: Record<string, string>, outbound?: OutboundOptions): Promise<{ results: TenorResult[]; next: string | null }> {
  const query = new URLSearchParams({ ...params, key: api.key, media_filter: MEDIA_FILTER, contentfilter: 'medium' });
  const { body } = await safeFetch(`${api.url}/${path}?${query}`, {
    ...outbound,
    timeoutMs: TIMEOUT_MS,
    maxBytes: ANSWER_BYTES,
    accept: 'application/json',
    expectContentType: (type) => type === 'application/json',
  });
  let parsed: { results?: unknown; next?: unknown };
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new GifServiceError('not JSON');
  }
  if (!Array.isArray(parsed.results)) throw new GifServiceError('no results');
  return { results: parsed.results as TenorResult[], next: typeof parsed.next === 'string' ? parsed.next : null };
}

const GIF_ID = new RegExp(GIF_ID_PATTERN);
const GIF_POS = new RegExp(GIF_POS_PATTERN);

const isUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value);

function dims(format: TenorFormat): [number, number] | null {
  const [width, height] = Array.isArray(format.dims) ? format.dims : [];
  return Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0 ? [width, height] : null;
}

function presentResult(result: TenorResult): GifResult | null {
  const preview = result.media_formats?.tinygif;
  const size = preview && dims(preview);
  if (typeof result.id !== 'string' || !GIF_ID.test(result.id) || result.id.length > GIF_LIMITS.token || !preview || !isUrl(preview.url) || !size) return null;
  const title = typeof result.content_description === 'string' ? result.content_description : typeof result.title === 'string' ? result.title : '';
  return { id: result.id, url: preview.url, width: size[0], height: size[1], title: title.slice(0, 200) };
}

/** One page of results; an empty query pages through the featured GIFs. */
export async function searchGifs(api: GifApi, query: string, pos: string | undefined, outbound?: OutboundOptions): Promise<GifPage> {
  const q = query.trim();
  const params: Record<string, string> = { limit: String(GIF_LIMITS.perPage), ...(pos && { pos }) };
  const answer = await call(api, q === '' ? 'featured' : 'search', q === '' ? params : { ...params, q }, outbound);
  // The service ends a list with an empty (or "0", or the same) cursor; one too long to pass back ends it too.
  const next = answer.results.length > 0 && answer.next && answer.next !== '0' && answer.next !== pos && answer.next.length <= GIF_LIMITS.token && GIF_POS.test(answer.next) ? answer.next : null;
  return { results: answer.results.flatMap((result) => presentResult(result) ?? []), next };
}

export async function gifFileUrl(api: GifApi, id: string, outbound?: OutboundOptions): Promise<string | null> {
  const [result] = (await call(api, 'posts', { ids: id }, outbound)).results;
  if (!result || result.id !== id) return null;
  for (const name of KEEP_FORMATS) {
    const url = result.media_formats?.[name]?.url;
    if (isUrl(url)) return url;
  }
  return null;
}
