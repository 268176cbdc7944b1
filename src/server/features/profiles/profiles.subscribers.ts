// A follow moves the followed subsite's followers count and the follower's followings count, so both pages go.
import type { FastifyInstance } from 'fastify';
import type { EventOf } from '../../../shared/events.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';

export function profilesSubscribers(app: FastifyInstance): void {
  const dropFollowed = ({ followerId, subsiteId }: EventOf<'subsite.followed' | 'subsite.unfollowed'>) => app.pageCache.drop([pageTags.subsite(subsiteId), pageTags.subsite(followerId)]);
  app.events.subscribe('subsite.followed', 'page-cache.drop', dropFollowed);
  app.events.subscribe('subsite.unfollowed', 'page-cache.drop', dropFollowed);
  app.events.subscribe('subsite.pictures-changed', 'page-cache.drop', ({ subsiteId }) => app.pageCache.drop([pageTags.subsite(subsiteId)]));
}
