/**
 * What follows a change of a community's settings or managers: its cached guest pages go
 * (the header shows its name and rules, the page lists its managers).
 */
import type { FastifyInstance } from 'fastify';
import { pageTags } from '../../platform/page-cache/page-tags.ts';

export function communitiesSubscribers(app: FastifyInstance): void {
  const drop = ({ subsiteId }: { subsiteId: number }) => app.pageCache.drop([pageTags.subsite(subsiteId)]);
  app.events.subscribe('community.updated', 'page-cache.drop', drop);
  app.events.subscribe('community.role-changed', 'page-cache.drop', drop);
}
