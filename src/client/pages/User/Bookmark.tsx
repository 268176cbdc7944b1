import { Bookmark } from '../../ui/icons.ts';
import { BookmarkTypeMenu, CollectionSwitcher } from '../../features/bookmarks/index.ts';
import { CommentCardList } from '../../features/comments/index.ts';
import { PostList } from '../../features/posts/index.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';

export default function Bookmarks() {
  const props = usePageProps<'User/Bookmark'>();
  const { type, collections, collection } = props;
  const t = useT();
  const empty = (
    <EmptyState
      icon={Bookmark}
      title={collection === null ? t('bookmarks.empty') : t('bookmarks.emptyCollection')}
      className="rounded-xl bg-surface py-14"
    />
  );
  return (
    <>
      <header className="mb-5 flex flex-col gap-4 rounded-xl bg-surface px-4 py-4 nav:px-6 nav:py-5">
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-[26px] font-bold leading-tight tracking-[-0.015em]">{t('bookmarks.title')}</h1>
          <BookmarkTypeMenu type={type} collection={collection} />
        </div>
        <CollectionSwitcher type={type} collections={collections} current={collection} />
      </header>
      {/* Keyed by the list, so switching collection or type starts a new list rather than growing the old one. */}
      {props.type === 'posts' ? (
        <PostList key={`${type}:${collection}`} posts={props.posts} empty={empty} />
      ) : (
        <CommentCardList key={`${type}:${collection}`} comments={props.comments} empty={empty} />
      )}
    </>
  );
}
