import type { ReactNode } from 'react';
import { Link } from '../../ui/Link.tsx';
import type { PostDto } from '../../../shared/dto/post.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { PersonalIconBadge } from '../personal-icons/index.ts';
import { DraftBadge, TopPlaceBadge, VerifiedBadge } from './badges.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';

export interface PostHeaderProps {
  post: Pick<PostDto, 'user' | 'category' | 'date' | 'is_publish'>;
  aside?: ReactNode;
  /** After the date, on the same line. */
  afterDate?: ReactNode;
}

function SubsiteName({ subsite, className }: { subsite: SubsiteCard; className: string }) {
  return (
    <span className="flex min-w-0 items-center gap-1">
      <Link href={subsite.url} className={`min-h-6 truncate py-1 transition-colors hover:text-accent ${className}`}>
        {subsite.name}
      </Link>
      {subsite.is_official && <VerifiedBadge />}
      <PersonalIconBadge subsite={subsite} />
      <TopPlaceBadge place={subsite.current_rating_place} />
    </span>
  );
}

export function PostHeader({ post, aside, afterDate }: PostHeaderProps) {
  const { user, category } = post;
  const owner = category ?? user;
  return (
    <header className="flex items-center gap-3">
      <Link href={owner.url} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar image={owner.avatar} name={owner.name} size={40} shape={category ? 'square' : 'circle'} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col text-[14px] leading-tight">
        <SubsiteName subsite={owner} className="font-semibold text-fg" />
        <span className="flex min-w-0 items-center gap-1.5 text-[13px] text-muted">
          {category && (
            <>
              <SubsiteName subsite={user} className="text-muted hover:text-fg" />
              <span aria-hidden="true">·</span>
            </>
          )}
          <RelativeTime date={post.date} className="shrink-0" />
          {afterDate}
        </span>
      </div>
      {!post.is_publish && <DraftBadge />}
      {aside}
    </header>
  );
}
