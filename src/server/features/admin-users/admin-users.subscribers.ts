// The verified badge shows on every card of its blog, so giving or taking it drops every cached page.
import type { FastifyInstance } from 'fastify';
import { pageTags } from '../../platform/page-cache/page-tags.ts';

export function adminUsersSubscribers(app: FastifyInstance): void {
  app.events.subscribe('subsite.official-changed', 'page-cache.drop', () => app.pageCache.drop([pageTags.site]));
}
