import type { ReactNode } from 'react';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Link } from '../../ui/Link.tsx';

export function Byline({ author, children }: { author: SubsiteCard | null; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[13px] text-muted">
      {author && (
        <Link href={author.url} className="inline-flex items-center gap-1.5 font-medium text-fg hover:text-accent">
          <Avatar image={author.avatar} name={author.name} size={20} />
          {author.name}
        </Link>
      )}
      {children}
    </div>
  );
}
