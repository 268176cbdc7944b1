export { installDefaultReactions } from './default-set.ts';
export { loadReactionSet, type ReactionSet } from './reaction-set.ts';
export { presentGiven, presentReactionFields } from './reactions.presenter.ts';
