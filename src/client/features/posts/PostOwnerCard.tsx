import { Link } from '../../ui/Link.tsx';
import type { PostDto } from '../../../shared/dto/post.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { useT } from '../../platform/useT.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { FollowButton } from '../follows/index.ts';
import { VerifiedBadge } from './badges.tsx';

function kindOf(subsite: SubsiteCard): 'community' | 'company' | 'author' {
  if (subsite.is_community) return 'community';
  if (subsite.is_company) return 'company';
  return 'author';
}

/** `post.id`, when the card is under a post, credits the post with a follow made here. */
export function PostOwnerCard({ post }: { post: Pick<PostDto, 'user' | 'category'> & Partial<Pick<PostDto, 'id'>> }) {
  const t = useT();
  const owner = post.category ?? post.user;
  return (
    <section aria-label={t(`postUi.owner.${kindOf(owner)}`)} className="flex items-center gap-4 rounded-xl bg-surface px-4 py-4 nav:px-7">
      <Link href={owner.url} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar image={owner.avatar} name={owner.name} size={48} shape={post.category ? 'square' : 'circle'} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex min-w-0 items-center gap-1">
          <Link href={owner.url} className="truncate text-[16px] font-semibold transition-colors hover:text-accent">
            {owner.name}
          </Link>
          {owner.is_official && <VerifiedBadge />}
        </span>
        <span className="text-[13px] text-muted">{t(`postUi.owner.${kindOf(owner)}`)}</span>
      </div>
      <FollowButton subsite={owner} fromPost={post.id} />
    </section>
  );
}
