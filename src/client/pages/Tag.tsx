/** `/tag/{tag}`: a header with the tag and how many posts carry it, then those posts (spec 1, section 2). */
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
      <header className="mb-5 flex items-center gap-4 rounded-xl bg-surface px-4 py-5 nav:px-6">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent" aria-hidden="true">
          <Hash className="size-7" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="break-words text-[26px] font-bold leading-tight tracking-[-0.015em]">{`#${tag}`}</h1>
          {/* The list's total is the tag's count of published posts (tag_counts). */}
          <p className="text-[14px] text-muted">{t('postUi.tag.posts', { count: posts.total })}</p>
        </div>
      </header>
      <PostList
        posts={posts}
        empty={<EmptyState icon={Hash} title={t('postUi.tag.empty')} text={t('postUi.tag.emptyText', { tag })} className="rounded-xl bg-surface py-14" />}
      />
    </>
  );
}
