/** Abbreviated on screen, spelled out in full for screen readers and the tooltip. */
import { Link } from '../../ui/Link.tsx';
import { Eye, MessageCircle, type IconComponent } from '../../ui/icons.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import { abbreviateNumber } from '../../../shared/format/number.ts';
import { useT } from '../../platform/useT.ts';

type CountedPost = Pick<PostDto, 'url' | 'comments_count' | 'unique_views_count'>;
export type CountKind = 'comments' | 'views';

const ICONS: Record<CountKind, IconComponent> = { comments: MessageCircle, views: Eye };

export function shownCounts(post: CountedPost): Array<{ kind: CountKind; value: number }> {
  const all: Array<{ kind: CountKind; value: number }> = [
    { kind: 'comments', value: post.comments_count },
    { kind: 'views', value: post.unique_views_count },
  ];
  return all.filter((count) => count.value > 0);
}

function CountContent({ kind, value, label }: { kind: CountKind; value: number; label: string }) {
  const Icon = ICONS[kind];
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
  post: CountedPost;
  /** On the post page the comments are below: a plain anchor, not a visit to the same page. */
  onPostPage?: boolean;
}

export function PostCounts({ post, onPostPage = false }: PostCountsProps) {
  const t = useT();
  const counts = shownCounts(post);
  if (counts.length === 0) return null;
  return (
    <div className="-mx-2 flex items-center gap-1">
      {counts.map(({ kind, value }) => {
        const label = t(`postUi.counts.${kind}`, { count: value });
        const content = <CountContent kind={kind} value={value} label={label} />;
        if (kind !== 'comments') {
          return (
            <span key={kind} title={label} className={ITEM}>
              {content}
            </span>
          );
        }
        return onPostPage ? (
          <a key={kind} href="#comments" title={label} className={COMMENTS_LINK}>
            {content}
          </a>
        ) : (
          <Link key={kind} href={`${post.url}#comments`} title={label} className={COMMENTS_LINK}>
            {content}
          </Link>
        );
      })}
    </div>
  );
}
