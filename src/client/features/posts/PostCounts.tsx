/**
 * The counters under a post (comments, bookmarks, views), abbreviated on screen (1.2K) and
 * spelled out in full with Russian plurals for screen readers and the tooltip.
 */
import { Link } from '@inertiajs/react';
import { Bookmark, Eye, MessageCircle, type LucideIcon } from 'lucide-react';
import type { PostDto } from '../../../shared/dto/post.ts';
import { abbreviateNumber } from '../../../shared/format/number.ts';
import { useT } from '../../platform/useT.ts';

interface CountProps {
  icon: LucideIcon;
  value: number;
  label: string;
}

function CountContent({ icon: Icon, value, label }: CountProps) {
  return (
    <>
      <Icon className="size-[18px]" aria-hidden />
      <span aria-hidden="true">{abbreviateNumber(value)}</span>
      <span className="sr-only">{label}</span>
    </>
  );
}

const ITEM = 'inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-[14px] text-muted tabular-nums';
const COMMENTS_LINK = `${ITEM} transition-colors hover:bg-page hover:text-fg`;

export interface PostCountsProps {
  post: Pick<PostDto, 'url' | 'comments_count' | 'bookmarks_count' | 'unique_views_count'>;
  /** On the post page the comments are below: a plain anchor, not a visit to the same page. */
  onPostPage?: boolean;
}

export function PostCounts({ post, onPostPage = false }: PostCountsProps) {
  const t = useT();
  const comments = t('postUi.counts.comments', { count: post.comments_count });
  const bookmarks = t('postUi.counts.bookmarks', { count: post.bookmarks_count });
  const views = t('postUi.counts.views', { count: post.unique_views_count });
  const commentsCount = <CountContent icon={MessageCircle} value={post.comments_count} label={comments} />;
  return (
    <div className="-mx-2 flex items-center gap-1">
      {onPostPage ? (
        <a href="#comments" title={comments} className={COMMENTS_LINK}>
          {commentsCount}
        </a>
      ) : (
        <Link href={`${post.url}#comments`} title={comments} className={COMMENTS_LINK}>
          {commentsCount}
        </Link>
      )}
      <span title={bookmarks} className={ITEM}>
        <CountContent icon={Bookmark} value={post.bookmarks_count} label={bookmarks} />
      </span>
      <span title={views} className={ITEM}>
        <CountContent icon={Eye} value={post.unique_views_count} label={views} />
      </span>
    </div>
  );
}
