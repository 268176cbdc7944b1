import { Type } from 'typebox';
import { COMMUNITY_LIMITS, MANAGER_TYPES } from '../dto/community.ts';
import { COMMUNITY_ROLES, PEOPLE_SEARCH_MIN } from '../dto/subsite.ts';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';
import { SubsiteCardAnswer } from './posts.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Owner = Type.Object({ owner: Type.String({ maxLength: 64 }) });

const CommunityBody = Type.Object({
  name: Type.String({ maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: COMMUNITY_LIMITS.description })),
  rules: Type.Optional(Type.String({ maxLength: COMMUNITY_LIMITS.rules })),
  whoCanCreatePost: Type.Optional(Type.Array(Type.Enum(COMMUNITY_ROLES), { maxItems: COMMUNITY_ROLES.length })),
});

const ManagerBody = Type.Object({ user_id: Id, type: Type.Enum(MANAGER_TYPES) });

export const BanTerms = {
  reason: Type.String({ maxLength: COMMUNITY_LIMITS.reason }),
  banDays: Type.Optional(Type.Integer({ minimum: 1, maximum: COMMUNITY_LIMITS.banDays })),
  banForever: Type.Optional(Type.Boolean()),
};

const BanEntry = Type.Object({
  user: SubsiteCardAnswer,
  reason: Type.String(),
  created_at: Type.String(),
  date_unbanned: Type.Union([Type.String(), Type.Null()]),
});

export const communities = defineCalls('communities', {
  create: {
    method: 'POST',
    path: '/my-topics',
    summary: 'Create a topic (needs the rating the site asks for)',
    signedIn: true,
    body: CommunityBody,
    answer: Type.Object({ id: Type.Integer(), slug: Type.String(), url: Type.String() }),
    errors: { 403: Problem },
  },
  destroy: {
    method: 'DELETE',
    path: '/my-topics/:id',
    summary: 'Delete a topic of your own that has no posts',
    signedIn: true,
    params: Type.Object({ id: Id }),
    errors: { 409: Problem },
  },
  update: {
    method: 'POST',
    path: '/:owner/settings',
    summary: "Change a topic's name, description, rules and who may post",
    signedIn: true,
    params: Owner,
    body: CommunityBody,
    errors: { 403: Problem },
  },
  search: {
    method: 'GET',
    path: '/:owner/settings/search',
    summary: 'Find members to appoint or ban, by name',
    signedIn: true,
    params: Owner,
    query: Type.Object({ search: Type.String({ minLength: PEOPLE_SEARCH_MIN, maxLength: 64 }) }),
    answer: Type.Object({ users: Type.Array(SubsiteCardAnswer) }),
  },
  addUser: {
    method: 'POST',
    path: '/:owner/settings/users',
    summary: 'Give a member a role in a topic: admin, moder or editor',
    signedIn: true,
    params: Owner,
    body: ManagerBody,
    answer: Type.Object({ user: SubsiteCardAnswer, type: Type.String() }),
    errors: { 403: Problem },
  },
  removeUser: {
    method: 'DELETE',
    path: '/:owner/settings/users',
    summary: "Take a member's role in a topic away",
    signedIn: true,
    params: Owner,
    body: ManagerBody,
    errors: { 403: Problem },
  },
  ban: {
    method: 'POST',
    path: '/:owner/settings/users/ban',
    summary: 'Ban a member in a topic for some days or forever',
    signedIn: true,
    params: Owner,
    body: Type.Object({ user_id: Id, ...BanTerms }),
    answer: BanEntry,
    errors: { 403: Problem },
  },
  unban: {
    method: 'DELETE',
    path: '/:owner/settings/users/ban',
    summary: 'Lift a ban in a topic',
    signedIn: true,
    params: Owner,
    body: Type.Object({ user_id: Id }),
    errors: { 403: Problem },
  },
  siteBan: {
    method: 'POST',
    path: '/users/:id/ban',
    summary: 'Ban a member on the whole site (super admins)',
    signedIn: true,
    scope: 'admin',
    params: Type.Object({ id: Id }),
    body: Type.Object(BanTerms),
    answer: Type.Object({ date_unbanned: Type.Union([Type.String(), Type.Null()]) }),
    errors: { 403: Problem },
  },
  siteUnban: {
    method: 'DELETE',
    path: '/users/:id/ban',
    summary: 'Lift a site-wide ban (super admins)',
    signedIn: true,
    scope: 'admin',
    params: Type.Object({ id: Id }),
    errors: { 403: Problem },
  },
});
