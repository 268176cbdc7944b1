// The header shows the community's name and rules and its page lists its managers: changes drop its cached guest pages.
import type { FastifyInstance } from 'fastify';
import { pageTags } from '../../platform/page-cache/page-tags.ts';

export function communitiesSubscribers(app: FastifyInstance): void {
  const drop = ({ subsiteId }: { subsiteId: number }) => app.pageCache.drop([pageTags.subsite(subsiteId)]);
  app.events.subscribe('community.updated', 'page-cache.drop', drop);
  app.events.subscribe('community.role-changed', 'page-cache.drop', drop);
}
