import { Link } from '../ui/Link.tsx';
import { ArrowLeft, MessagesSquare } from '../ui/icons.ts';
import { PostList } from '../features/posts/index.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { usePageProps } from '../platform/usePageProps.ts';
import { useT } from '../platform/useT.ts';

export default function Reposts() {
  const { post, posts } = usePageProps<'Reposts'>();
  const t = useT();
  return (
    <>
      <header className="mb-4 flex flex-col gap-1 px-1">
        <Link href={post.url} className="inline-flex max-w-full items-center gap-1.5 self-start text-[14px] text-muted transition-colors hover:text-accent">
          <ArrowLeft className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{t('postUi.reposts.to', { title: post.title || t('posts.untitled') })}</span>
        </Link>
        <h1 className="text-[26px] font-bold tracking-[-0.015em]">{t('postUi.replies', { count: posts.total })}</h1>
      </header>
      <PostList
        posts={posts}
        empty={<EmptyState icon={MessagesSquare} title={t('postUi.reposts.empty')} className="rounded-xl bg-surface py-14" />}
      />
    </>
  );
}
