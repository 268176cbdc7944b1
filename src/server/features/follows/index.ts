export { dropFollow, followSubsite } from './follows.commands.ts';
export { followedTopicsQuery, hasPostBell, presentFollowedTopic } from './follows.queries.ts';
