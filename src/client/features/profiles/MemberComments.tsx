import { MessageSquare } from '../../ui/icons.ts';
import type { CommentCardDto } from '../../../shared/dto/comment.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import { useT } from '../../platform/useT.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { CommentCardList } from '../comments/index.ts';

export function MemberComments({ comments }: { comments: Paginator<CommentCardDto> }) {
  const t = useT();
  return (
    <CommentCardList
      comments={comments}
      empty={<EmptyState icon={MessageSquare} title={t('profiles.commentsEmpty')} text={t('profiles.commentsEmptyText')} className="rounded-xl bg-surface py-14" />}
    />
  );
}
