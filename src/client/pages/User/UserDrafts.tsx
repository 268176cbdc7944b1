/** `{user url}/drafts`: the signed-in author's unpublished posts; each card carries the «Черновик» badge. */
import { FilePen } from 'lucide-react';
import { PostList } from '../../components/post/PostList.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { usePageProps } from '../../hooks/usePageProps.ts';
import { useT } from '../../hooks/useT.ts';

export default function UserDrafts() {
  const { posts } = usePageProps<'User/UserDrafts'>();
  const t = useT();
  return (
    <>
      <h1 className="mb-4 px-1 text-[26px] font-bold tracking-[-0.015em]">{t('postUi.drafts.title')}</h1>
      <PostList
        posts={posts}
        empty={<EmptyState icon={FilePen} title={t('postUi.drafts.empty')} text={t('postUi.drafts.emptyText')} className="rounded-xl bg-surface py-14" />}
      />
    </>
  );
}
