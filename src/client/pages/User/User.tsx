import { router } from '@inertiajs/react';
import { FileText, Pin } from '../../ui/icons.ts';
import type { PageProps } from '../../../shared/pages.ts';
import { NewPostsPill } from '../../features/feeds/index.ts';
import { PostCard, postCardView, PostList } from '../../features/posts/index.ts';
import { SeriesShelf } from '../../features/series/index.ts';
import { CommunityManagers, MemberComments, ProfileHeader, ProfileTabs, sortUrl, useSubsiteNewPosts } from '../../features/profiles/index.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';

export default function ProfilePage() {
  const props = usePageProps<'User/User' | 'User/Comments'>();
  // A new subsite starts its page afresh: its header state, its counter.
  return (
    <div key={props.subsite.id}>
      <ProfileHeader subsite={props.subsite} onlineStatus={props.online_status} />
      {props.managers && <CommunityManagers managers={props.managers} communityUrl={props.subsite.url} />}
      {props.tab === 'posts' ? (
        <PostsTab {...props} />
      ) : (
        <>
          <ProfileTabs subsite={props.subsite} current={props} />
          <MemberComments key={props.sort} comments={props.comments} />
        </>
      )}
    </div>
  );
}

/** Where the 'New posts' pill brings the reader: the tabs over the posts, not the blog's header. */
const FEED_ID = 'subsite-feed';

function PostsTab(props: PageProps<'User/User'>) {
  const { subsite, tab, sort, pinned, posts, series, auth } = props;
  const t = useT();
  const newPosts = useSubsiteNewPosts(subsite.id);
  const own = auth.user?.id === subsite.id;
  return (
    <>
      <SeriesShelf series={series} />
      <div id={FEED_ID} className="scroll-mt-[calc(var(--header-height)+8px)]">
        <ProfileTabs subsite={subsite} current={{ tab, sort }} />
      </div>
      <NewPostsPill href={sortUrl(subsite, 'new')} count={newPosts.count} onLoad={newPosts.clear} feedId={FEED_ID} />
      {pinned && (
        <section aria-label={t('profiles.pinned')} className="mb-5 flex flex-col gap-2">
          <p className="flex items-center gap-1.5 px-1 text-[13px] font-medium text-muted">
            <Pin className="size-3.5" aria-hidden="true" />
            {t('profiles.pinned')}
          </p>
          <PostCard view={postCardView(pinned, own, props)} onDeleted={() => router.reload()} />
        </section>
      )}
      <PostList
        key={sort}
        posts={posts}
        pinnable={own}
        empty={pinned ? null : <EmptyState icon={FileText} title={t('profiles.empty')} text={t('profiles.emptyText')} className="rounded-xl bg-surface py-14" />}
      />
    </>
  );
}
