/**
 * The ban shown instead of the comment form: a site ban comes with the member's session, a
 * ban in the post's community with its facts (communities.policy.ts, loaded only while it
 * lasts). The site ban wins: it closes every form, not just this community's.
 */
import type { CommentBanDto } from '../../../shared/dto/comment.ts';
import { subsiteUrl } from '../../../shared/slugs.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { CommunityFacts } from '../posts/posts.policy.ts';

/** `community`: the post's community with the viewer's ban there, null for a post in its author's blog. */
export function commentBanFor(viewer: AuthUser | null, community: (Pick<CommunityFacts, 'viewerBan'> & { name: string; slug: string }) | null = null): CommentBanDto | null {
  if (viewer?.ban) return { scope: 'site', place: null, reason: viewer.ban.reason, until: viewer.ban.until?.toISOString() ?? null };
  const ban = community?.viewerBan;
  if (!viewer || !community || !ban) return null;
  return { scope: 'community', place: { name: community.name, url: subsiteUrl(community.slug) }, reason: ban.reason, until: ban.until?.toISOString() ?? null };
}
