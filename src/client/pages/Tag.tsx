import { Hash } from '../ui/icons.ts';
import { PostList } from '../features/posts/index.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ListHeader } from '../ui/ListHeader.tsx';
import { usePageProps } from '../platform/usePageProps.ts';
import { useT } from '../platform/useT.ts';

export default function Tag() {
  const { tag, posts } = usePageProps<'Tag'>();
  const t = useT();
  return (
    <>
      <ListHeader icon={Hash} title={`#${tag}`}>
        {/* The list's total is the tag's count of published posts (tag_counts). */}
        <p className="text-[14px] text-muted">{t('postUi.tag.posts', { count: posts.total })}</p>
      </ListHeader>
      <PostList
        posts={posts}
        empty={<EmptyState icon={Hash} title={t('postUi.tag.empty')} text={t('postUi.tag.emptyText', { tag })} className="rounded-xl bg-surface py-14" />}
      />
    </>
  );
}
