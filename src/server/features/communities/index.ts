export { banEnd, banReason, writeBan } from './communities.commands.ts';
export { canBanInCommunity, canCreateCommunity, canEditCommunity, canModerateCommunity, type CommunityFacts } from './communities.policy.ts';
export { findCommunityFacts, managerRoleOf } from './communities.queries.ts';
export { isBannedInAny } from './community-bans.queries.ts';
