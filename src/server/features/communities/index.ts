export { banEnd, banReason, writeBan } from './communities.commands.ts';
export { canBanInCommunity, canCreateCommunity, canEditCommunity, canModerateCommunity, isSuperAdmin, type CommunityFacts } from './communities.policy.ts';
export { findCommunityFacts, managerRoleOf } from './communities.queries.ts';
export { isBannedInAny } from './community-bans.queries.ts';
