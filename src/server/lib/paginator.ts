/**
 * The Laravel-style Paginator of the spec for numbered pages (`?page=N`). Page URLs are
 * paths relative to the site, so they work behind any host or proxy; the client only
 * ever GETs next_page_url.
 */
import type { FastifyRequest } from 'fastify';
import type { Paginator } from '../../shared/dto/paginator.ts';

export interface PageRequest {
  page: number;
  perPage: number;
}

export function offsetOf({ page, perPage }: PageRequest): number {
  return (page - 1) * perPage;
}

/** `path?…query&page=N`, keeping the other query parameters of the list. */
export function pageUrl(path: string, page: number, query: Record<string, string | number> = {}): string {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  params.set('page', String(page));
  return `${path}?${params}`;
}

export function paginator<T>(data: T[], total: number, request: PageRequest, path: string, query: Record<string, string | number> = {}): Paginator<T> {
  const lastPage = Math.max(1, Math.ceil(total / request.perPage));
  const from = offsetOf(request);
  return {
    data,
    current_page: request.page,
    first_page_url: pageUrl(path, 1, query),
    next_page_url: request.page < lastPage ? pageUrl(path, request.page + 1, query) : null,
    last_page: lastPage,
    path,
    total,
    to: data.length > 0 ? from + data.length : null,
  };
}

/**
 * A paginated page route answers a plain XHR (`Accept: application/json`, no X-Inertia) with
 * the paginator itself, as the spec's infinite-scroll loaders expect (`GET /m?page`).
 */
export function wantsPaginatorJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return !request.isInertia && accept.includes('application/json') && !accept.includes('text/html');
}
