// The spec's Laravel Paginator over keyset pages (docs/adr/0024-keyset-cursors-and-totals.md): `total`
// is a cheap counter, so last_page is an estimate and only next_page_url tells the end of the list.
import type { FastifyRequest } from 'fastify';
import type { Paginator } from '../../shared/dto/paginator.ts';
import { decodeCursor, encodeCursor, type KeyGuard, type KeyPart } from '../pipeline/cursor.ts';
import type { PageRequest, Skeleton } from '../pipeline/skeleton.ts';
import { Invalid } from '../platform/errors.ts';

export type ListQuery = Record<string, string | number>;

export function readPageRequest<K extends readonly KeyPart[]>(cursor: string | undefined, isKey: KeyGuard<K>, perPage: number, pageNumber = 1): PageRequest<K> {
  if (cursor === undefined) return { page: pageNumber, perPage, after: null };
  const decoded = decodeCursor(cursor, isKey);
  if (!decoded) throw Invalid.field('cursor', 'validation.invalid');
  return { page: decoded.page, perPage, after: decoded.key };
}

function listUrl(path: string, query: ListQuery): string {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return params.size > 0 ? `${path}?${params}` : path;
}

export function nextPageUrl<K extends readonly KeyPart[]>(path: string, skeleton: Skeleton<K>, request: PageRequest<K>, query: ListQuery = {}): string | null {
  if (!skeleton.nextKey) return null;
  return listUrl(path, { ...query, cursor: encodeCursor({ page: request.page + 1, key: skeleton.nextKey }) });
}

export interface PaginatorSource<K extends readonly KeyPart[]> {
  skeleton: Skeleton<K>;
  request: PageRequest<K>;
  total: number;
  path: string;
  query?: ListQuery;
}

export function paginator<T, K extends readonly KeyPart[]>(data: T[], { skeleton, request, total, path, query = {} }: PaginatorSource<K>): Paginator<T> {
  const next = nextPageUrl(path, skeleton, request, query);
  const before = (request.page - 1) * request.perPage;
  return {
    data,
    current_page: request.page,
    first_page_url: listUrl(path, query),
    next_page_url: next,
    last_page: Math.max(request.page + (next ? 1 : 0), Math.ceil(total / request.perPage)),
    path,
    total,
    // The position of the page's last item in the list, counting items the rules dropped.
    to: data.length > 0 ? before + skeleton.ids.length : null,
  };
}

/** For lists that keep no count: what has been seen, plus one while more follow. */
export function runningTotal<K extends readonly KeyPart[]>(skeleton: Skeleton<K>, request: PageRequest<K>): number {
  return (request.page - 1) * request.perPage + skeleton.ids.length + (skeleton.nextKey ? 1 : 0);
}

/** A plain XHR to a page route gets its data alone, as the spec's infinite-scroll loaders expect (`GET /m?page`). */
export function wantsPageData(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return !request.isInertia && accept.includes('application/json') && !accept.includes('text/html');
}
