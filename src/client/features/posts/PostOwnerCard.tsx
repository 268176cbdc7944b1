/**
 * Under a post: the blog or community it was posted in, with a follow button (as vc.ru
 * does after a post). Following arrives with P4; until then a guest's click opens the
 * sign-in modal, as every member-only action does (spec 1, section 1), and members see no
 * button rather than one that does nothing.
 */
import { Link } from '@inertiajs/react';
import type { PostDto } from '../../../shared/dto/post.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Button } from '../../ui/Button.tsx';
import { useAuthModal } from '../auth/index.ts';
import { VerifiedBadge } from './badges.tsx';

function kindOf(subsite: SubsiteCard): 'community' | 'company' | 'author' {
  if (subsite.is_community) return 'community';
  if (subsite.is_company) return 'company';
  return 'author';
}

export function PostOwnerCard({ post }: { post: Pick<PostDto, 'user' | 'category'> }) {
  const t = useT();
  const { auth } = usePageProps();
  const authModal = useAuthModal();
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
      {!auth.user && (
        <Button variant="primary" onClick={() => authModal.open('login')}>
          {t('postUi.owner.follow')}
        </Button>
      )}
    </section>
  );
}
