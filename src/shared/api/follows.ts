// Following turns the bell on, unfollowing turns both off: the bell and the sidebar's favorite are
// switches of a follow, so both need one.
import { Type } from 'typebox';
import { defineCalls } from './call.ts';
import { SubsiteCardAnswer } from './posts.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const SubsiteIdParams = Type.Object({ id: Id });
/** Spec 1 §4, §7: a community is a user-like target for the bell; a post is the post-like one. */
const Notifiable = Type.Object({ notifiable: Type.Enum(['user', 'community', 'post']), id: Id });

const FollowAnswer = Type.Object({
  is_follow: Type.Boolean(),
  is_notify: Type.Boolean(),
  followers_count: Type.Integer(),
});
const FollowingTopicAnswer = Type.Object({ ...SubsiteCardAnswer.properties, is_follow: Type.Boolean(), is_favorite: Type.Boolean() });
const PostBellAnswer = Type.Object({ is_notify: Type.Boolean() });
const BellAnswer = Type.Union([FollowAnswer, PostBellAnswer]);

export const follows = defineCalls('follows', {
  follow: {
    method: 'POST',
    path: '/follows/:id',
    summary: 'Follow a blog, community or company (notifications on); from_post: the post whose page it was followed from',
    signedIn: true,
    params: SubsiteIdParams,
    query: Type.Object({ from_post: Type.Optional(Id) }),
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
  bellOn: {
    method: 'POST',
    path: '/notifications',
    summary: 'Be notified of each new post of a followed blog, community or company, or of each new comment under a post',
    signedIn: true,
    body: Notifiable,
    answer: BellAnswer,
  },
  bellOff: {
    method: 'DELETE',
    path: '/notifications',
    summary: 'Stop the new-post notifications of a followed blog, community or company, or the new-comment ones of a post',
    signedIn: true,
    body: Notifiable,
    answer: BellAnswer,
  },
  topics: {
    method: 'GET',
    path: '/follows/topics',
    summary: "Every community the member follows, favorites first, then by name: the sidebar's 'Show all'",
    signedIn: true,
    answer: Type.Object({ data: Type.Array(FollowingTopicAnswer) }),
  },
  favorite: {
    method: 'POST',
    path: '/favorite',
    summary: "Flip a followed topic's favorite mark (favorites lead the sidebar)",
    signedIn: true,
    body: Type.Object({ id: Id }),
    answer: Type.Object({ id: Type.Integer(), is_favorite: Type.Boolean() }),
  },
});
