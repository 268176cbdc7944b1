import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Link } from '../../ui/Link.tsx';

export function CommentAuthor({ user, size = 28 }: { user: SubsiteCard; size?: number }) {
  return (
    <Link href={user.url} className="flex min-w-0 items-center gap-2 font-medium hover:text-accent">
      <Avatar image={user.avatar} name={user.name} size={size} />
      <span className="truncate">{user.name}</span>
    </Link>
  );
}
