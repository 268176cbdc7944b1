// Drawing takes tens of milliseconds of CPU, so it runs in a job, never in the request that published.
import type { FastifyInstance } from 'fastify';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { cardSite, refreshShareCard, type CardSite } from './share-cards.commands.ts';
import { authorsPostsWithCards } from './share-cards.queries.ts';

export function defineShareCardJobs(app: FastifyInstance): void {
  const store = { db: app.db, storage: app.storage };
  const currentSite = async () => cardSite(await app.site.settings.get());

  // Guests' copy of the page keeps the old og:image until the post's tag drops.
  async function refresh(postId: number, site: CardSite): Promise<void> {
    if (await refreshShareCard(store, postId, site)) app.pageCache.drop([pageTags.post(postId)]);
  }

  app.jobs.define('share-cards.post', {}, async ({ postId }) => refresh(postId, await currentSite()));

  app.jobs.define('share-cards.author', {}, async ({ authorId }) => {
    const site = await currentSite();
    for (const postId of await authorsPostsWithCards(app.db, authorId)) await refresh(postId, site);
  });
}
