/**
 * The verified badge shows on every card of its blog (posts, comments, lists), so giving or
 * taking it drops every cached page, as a control-panel action does; the CLI gives it too.
 */
import type { FastifyInstance } from 'fastify';
import { pageTags } from '../../platform/page-cache/page-tags.ts';

export function adminUsersSubscribers(app: FastifyInstance): void {
  app.events.subscribe('subsite.official-changed', 'page-cache.drop', () => app.pageCache.drop([pageTags.site]));
}
