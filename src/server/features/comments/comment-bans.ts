/**
 * The ban shown instead of the comment form. A site ban comes with the member's session;
 * bans in a community and by a blog's author arrive with moderation, which adds its lookup
 * here, so the post page, its prop and the notice already carry every kind.
 */
import type { CommentBanDto } from '../../../shared/dto/comment.ts';
import type { AuthUser } from '../auth/sessions.ts';

export function commentBanFor(viewer: AuthUser | null): CommentBanDto | null {
  if (!viewer?.ban) return null;
  return { scope: 'site', place: null, reason: viewer.ban.reason, until: viewer.ban.until?.toISOString() ?? null };
}
