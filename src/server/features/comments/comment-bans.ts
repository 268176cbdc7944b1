// The site ban wins: it closes every form.
import type { CommentBanDto } from '../../../shared/dto/comment.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import type { CommunityBan } from '../../hydration/viewer.ts';
import type { AuthUser } from '../../kernel/sessions.ts';

/** `ban`: the viewer's ban in the post's community, or in its author's blog when it has none. */
export function commentBanFor(viewer: AuthUser | null, post: Pick<PostDto, 'category' | 'user'>, ban: CommunityBan | null): CommentBanDto | null {
  if (viewer?.ban) return { scope: 'site', place: null, reason: viewer.ban.reason, until: viewer.ban.until?.toISOString() ?? null };
  if (!viewer || !ban) return null;
  const place = post.category ?? post.user;
  return { scope: post.category ? 'community' : 'blog', place: { name: place.name, url: place.url }, reason: ban.reason, until: ban.until?.toISOString() ?? null };
}
