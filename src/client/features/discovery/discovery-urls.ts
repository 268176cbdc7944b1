import type { SearchFilters } from '../../../shared/discovery.ts';

export function searchUrl(q: string, filters?: SearchFilters): string {
  const params = new URLSearchParams();
  const query = q.trim();
  if (query) params.set('q', query);
  if (query && filters && filters.date !== 'all') params.set('date', filters.date);
  if (query) for (const scope of filters?.scopes ?? []) params.append('scopes', scope);
  return params.size > 0 ? `/discovery?${params}` : '/discovery';
}

export function fullListUrl(type: 'blogs' | 'topics', q: string): string {
  const query = q.trim();
  return query ? `/discovery/${type}?${new URLSearchParams({ q: query })}` : `/discovery/${type}`;
}
