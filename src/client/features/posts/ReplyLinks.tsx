import { Link } from '../../ui/Link.tsx';
import { CornerDownRight, MessagesSquare } from '../../ui/icons.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import { useT } from '../../platform/useT.ts';

export function ParentReplyLink({ parent }: { parent: NonNullable<PostDto['parent_reply']> }) {
  const t = useT();
  return (
    <p className="flex min-w-0 items-center gap-1.5 text-[14px] text-muted">
      <CornerDownRight className="size-4 shrink-0" aria-hidden="true" />
      <span className="shrink-0">{t('postUi.replyTo')}</span>
      <Link href={parent.url} className="truncate font-medium text-accent hover:underline">
        {parent.title || t('posts.untitled')}
      </Link>
    </p>
  );
}

export function RepliesLink({ post }: { post: Pick<PostDto, 'id' | 'replies_count'> }) {
  const t = useT();
  if (post.replies_count <= 0) return null;
  return (
    <Link href={`/posts/${post.id}/reposts`} className="inline-flex items-center gap-1.5 text-[14px] font-medium text-accent hover:underline">
      <MessagesSquare className="size-4" aria-hidden="true" />
      {t('postUi.replies', { count: post.replies_count })}
    </Link>
  );
}
