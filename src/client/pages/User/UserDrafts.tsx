import { FilePen } from '../../ui/icons.ts';
import { PostList } from '../../features/posts/index.ts';
import { ScheduledDrafts } from '../../features/scheduling/index.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';

export default function UserDrafts() {
  const { posts, scheduled } = usePageProps<'User/UserDrafts'>();
  const t = useT();
  return (
    <>
      <h1 className="mb-4 px-1 text-[26px] font-bold tracking-[-0.015em]">{t('postUi.drafts.title')}</h1>
      <ScheduledDrafts drafts={scheduled} />
      <PostList
        posts={posts}
        empty={
          scheduled.length > 0 ? null : <EmptyState icon={FilePen} title={t('postUi.drafts.empty')} text={t('postUi.drafts.emptyText')} className="rounded-xl bg-surface py-14" />
        }
      />
    </>
  );
}
