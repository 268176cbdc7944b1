// A rename shows on every card of the member's posts, so the feeds go with the blog's pages; a description or a display
// switch shows on the blog's pages only.
import type { FastifyInstance } from 'fastify';
import { pageTags } from '../../platform/page-cache/page-tags.ts';

export function settingsSubscribers(app: FastifyInstance): void {
  app.events.subscribe('subsite.renamed', 'page-cache.drop', ({ subsiteId }) => app.pageCache.drop([pageTags.subsite(subsiteId), pageTags.feeds]));
  app.events.subscribe('subsite.settings-changed', 'page-cache.drop', ({ subsiteId }) => app.pageCache.drop([pageTags.subsite(subsiteId)]));
}
