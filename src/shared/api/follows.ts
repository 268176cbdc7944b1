/**
 * Following blogs, communities and companies (spec 1 §4 "Follow", §7 `POST /follows/{id}`,
 * `DELETE /follows/{id}`). Following turns the notification bell on; unfollowing turns both
 * off. The answer is the new state and the subsite's exact follower count.
 */
import { Type } from 'typebox';
import { defineCalls } from './call.ts';

const SubsiteIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

const FollowAnswer = Type.Object({
  is_follow: Type.Boolean(),
  is_notify: Type.Boolean(),
  followers_count: Type.Integer(),
});

export const follows = defineCalls('follows', {
  follow: {
    method: 'POST',
    path: '/follows/:id',
    summary: 'Follow a blog, community or company (notifications on)',
    signedIn: true,
    params: SubsiteIdParams,
    answer: FollowAnswer,
  },
  unfollow: {
    method: 'DELETE',
    path: '/follows/:id',
    summary: 'Stop following a blog, community or company (notifications off)',
    signedIn: true,
    params: SubsiteIdParams,
    answer: FollowAnswer,
  },
});
