import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ChevronRight, FileSearch, ScrollText, ShieldAlert, type IconComponent } from '../../ui/icons.ts';
import type { AdminCommentDto, AdminPostDto, ContentTab } from '../../../shared/dto/admin-content.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import { AdminLayout } from '../../features/admin/index.ts';
import { CommentRow, CONTENT_PATH, ContentSearch, PostRow } from '../../features/admin-content/index.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { InfiniteScrollFoot } from '../../ui/InfiniteScrollFoot.tsx';
import { Link } from '../../ui/Link.tsx';
import { usePaginatedList } from '../../ui/usePaginatedList.ts';

export default function AdminContent() {
  const { tab, filters, posts, comments, open_reports: openReports } = usePageProps<'Admin/Content'>();
  const t = useT();

  return (
    <AdminLayout section="content">
      <div className="grid grid-cols-1 gap-3 min-[560px]:grid-cols-2">
        <ShortcutCard
          href="/moderation"
          icon={ShieldAlert}
          title={t('adminContent.cards.reports')}
          text={openReports > 0 ? t('adminContent.cards.reportsOpen', { count: openReports }) : t('adminContent.cards.reportsNone')}
          alert={openReports > 0}
        />
        <ShortcutCard href="/modlog" icon={ScrollText} title={t('adminContent.cards.modlog')} text={t('adminContent.cards.modlogText')} />
      </div>
      <nav aria-label={t('adminContent.tabs.label')}>
        <ul className="flex w-max gap-1 rounded-xl bg-surface p-1">
          {(['posts', 'comments'] as const).map((key) => (
            <li key={key}>
              <Link
                href={key === 'posts' ? CONTENT_PATH : `${CONTENT_PATH}?tab=${key}`}
                aria-current={key === tab ? 'page' : undefined}
                className={clsx(
                  'block rounded-lg px-4 py-2 text-[14px] font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent',
                  key === tab ? 'bg-accent-soft text-accent' : 'text-muted hover:bg-surface-hover hover:text-fg',
                )}
              >
                {t(`adminContent.tabs.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ContentSearch key={tab} tab={tab} filters={filters} />
      {posts && <PostList posts={posts} />}
      {comments && <CommentList comments={comments} />}
    </AdminLayout>
  );
}

function ShortcutCard({ href, icon: Icon, title, text, alert = false }: { href: string; icon: IconComponent; title: string; text: string; alert?: boolean }) {
  return (
    <Link href={href} className="flex items-center gap-3 rounded-xl bg-surface p-4 transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent">
      <span className={clsx('inline-flex size-10 shrink-0 items-center justify-center rounded-full', alert ? 'bg-red-100 text-red-700 dark:bg-red-900/40 dark:text-red-300' : 'bg-accent-soft text-accent')}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-[16px] font-semibold">{title}</span>
        <span className={clsx('block text-[14px]', alert ? 'font-medium text-red-700 dark:text-red-300' : 'text-muted')}>{text}</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden="true" />
    </Link>
  );
}

function NothingFound() {
  const t = useT();
  return <EmptyState icon={FileSearch} title={t('adminContent.empty')} text={t('adminContent.emptyText')} className="rounded-xl bg-surface py-14" />;
}

function ContentList({ label, children }: { label: ContentTab; children: ReactNode }) {
  const t = useT();
  return (
    <ul aria-label={t(`adminContent.tabs.${label}`)} className="flex flex-col divide-y divide-line overflow-hidden rounded-xl bg-surface">
      {children}
    </ul>
  );
}

function PostList({ posts }: { posts: Paginator<AdminPostDto> }) {
  const list = usePaginatedList(posts, 'posts');
  if (list.items.length === 0 && !list.hasMore) return <NothingFound />;
  return (
    <>
      <ContentList label="posts">
        {list.items.map((post) => (
          <PostRow key={post.id} initial={post} onGone={() => list.remove(post.id)} />
        ))}
      </ContentList>
      <InfiniteScrollFoot list={list} distance={400} />
    </>
  );
}

function CommentList({ comments }: { comments: Paginator<AdminCommentDto> }) {
  const t = useT();
  const list = usePaginatedList(comments, 'comments');
  const deleted = usePageProps<'Admin/Content'>().filters.state === 'deleted';
  return (
    <>
      {deleted && <p className="text-[14px] text-muted">{t('adminContent.noRestore')}</p>}
      {list.items.length === 0 && !list.hasMore ? (
        <NothingFound />
      ) : (
        <>
          <ContentList label="comments">
            {list.items.map((comment) => (
              <CommentRow key={comment.id} comment={comment} onGone={() => list.remove(comment.id)} />
            ))}
          </ContentList>
          <InfiniteScrollFoot list={list} distance={400} />
        </>
      )}
    </>
  );
}
