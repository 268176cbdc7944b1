/** `/tag/{tag}`: posts with a hashtag (spec 1, section 2). */
import { Hash } from 'lucide-react';
import { PostList } from '../features/posts/index.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { usePageProps } from '../platform/usePageProps.ts';
import { useT } from '../platform/useT.ts';

export default function Tag() {
  const { tag, posts } = usePageProps<'Tag'>();
  const t = useT();
  return (
    <>
      <h1 className="mb-4 break-words px-1 text-[26px] font-bold tracking-[-0.015em]">#{tag}</h1>
      <PostList
        posts={posts}
        empty={<EmptyState icon={Hash} title={t('postUi.tag.empty')} text={t('postUi.tag.emptyText', { tag })} className="rounded-xl bg-surface py-14" />}
      />
    </>
  );
}
