import { BadgeCheck } from '../ui/icons.ts';
import { PostList } from '../features/posts/index.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ListHeader } from '../ui/ListHeader.tsx';
import { usePageProps } from '../platform/usePageProps.ts';
import { useT } from '../platform/useT.ts';

export default function Editorial() {
  const { posts } = usePageProps<'Editorial'>();
  const t = useT();
  return (
    <>
      <ListHeader icon={BadgeCheck} title={t('feeds.editorial.metaTitle')} />
      <PostList posts={posts} empty={<EmptyState icon={BadgeCheck} title={t('shell.feed.emptyTitle')} text={t('feeds.empty.editorial')} className="rounded-xl bg-surface py-14" />} />
    </>
  );
}
