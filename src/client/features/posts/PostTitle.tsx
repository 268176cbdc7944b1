/** An editorial mark is glued to the last word, so it never wraps onto a line of its own. */
import type { MouseEvent } from 'react';
import { Link } from '../../ui/Link.tsx';
import clsx from 'clsx';
import type { PostDto } from '../../../shared/dto/post.ts';
import { EditorialMark } from './badges.tsx';
import { useT } from '../../platform/useT.ts';

export interface PostTitleProps {
  post: Pick<PostDto, 'title' | 'url' | 'is_official'>;
  as: 'h1' | 'h2';
  link?: boolean;
  /** Takes over the link's click (a draft opens in the editor); prevent the default to stop the visit. */
  onLinkClick?(event: MouseEvent): void;
  className?: string;
}

function splitLastWord(title: string): [string, string] {
  const space = title.lastIndexOf(' ');
  return [title.slice(0, space + 1), title.slice(space + 1)];
}

export function PostTitle({ post, as: Heading, link = false, onLinkClick, className }: PostTitleProps) {
  const t = useT();
  const [head, last] = splitLastWord(post.title || t('posts.untitled'));
  const text = (
    <>
      {head}
      <span className="whitespace-nowrap">
        {last}
        {post.is_official && <EditorialMark link={!link} />}
      </span>
    </>
  );
  return (
    <Heading className={clsx('break-words font-bold tracking-[-0.015em]', !post.title && 'text-muted', className)}>
      {link ? (
        <Link href={post.url} onClick={onLinkClick} className="transition-colors hover:text-accent">
          {text}
        </Link>
      ) : (
        text
      )}
    </Heading>
  );
}
