/** Every block sizes itself in em from the variant's type size. */
import type { MouseEvent } from 'react';
import { router } from '@inertiajs/react';
import clsx from 'clsx';
import type { Block } from '../../../shared/blocks/types.ts';
import { CarouselBlock } from './CarouselBlock.tsx';
import { DelimiterBlock } from './DelimiterBlock.tsx';
import { EmbedBlock } from './EmbedBlock.tsx';
import { HeaderBlock } from './HeaderBlock.tsx';
import { HiddenBlock } from './HiddenBlock.tsx';
import { LinkAutoBlock } from './LinkAutoBlock.tsx';
import { LinkBlock } from './LinkBlock.tsx';
import { ListBlock } from './ListBlock.tsx';
import { ParagraphBlock } from './ParagraphBlock.tsx';
import { QuoteBlock } from './QuoteBlock.tsx';
import { PollBlock } from '../polls/index.ts';
import { bodyBlocks } from '../../../shared/blocks/select.ts';
import { isPlainClick } from '../../platform/plain-click.ts';

export type BlockListVariant = 'page' | 'card';

export interface BlockListProps {
  blocks: readonly Block[];
  variant?: BlockListVariant;
  /** The post's title (may be empty): frames are named after it, or they would read alike across a page. */
  postTitle: string;
  className?: string;
}

function BlockView({ block, variant, postTitle }: { block: Block; variant: BlockListVariant; postTitle: string }) {
  switch (block.type) {
    case 'paragraph':
      return <ParagraphBlock {...block} />;
    case 'header':
      return <HeaderBlock {...block} />;
    case 'list':
      return <ListBlock {...block} />;
    case 'quote':
      return <QuoteBlock {...block} />;
    case 'delimiter':
      return <DelimiterBlock />;
    case 'embed':
      return <EmbedBlock {...block} postTitle={postTitle} />;
    case 'link':
      return <LinkBlock {...block} />;
    case 'linkAuto':
      return <LinkAutoBlock {...block} />;
    case 'carousel':
      return <CarouselBlock {...block} cover={variant === 'card'} />;
    case 'poll':
      return <PollBlock {...block} />;
  }
}

/** Hashtag links live in injected HTML, out of React's reach: one delegated handler makes their plain clicks Inertia visits. */
function followHashtag(event: MouseEvent<HTMLElement>) {
  if (!isPlainClick(event)) return;
  const link = (event.target as Element).closest('a[data-hashtag]');
  const href = link?.getAttribute('href');
  if (!href) return;
  event.preventDefault();
  router.visit(href);
}

export function BlockList({ blocks, variant = 'page', postTitle, className }: BlockListProps) {
  const shown = variant === 'card' ? blocks : bodyBlocks(blocks);
  if (shown.length === 0) return null;
  return (
    <div
      onClick={followHashtag}
      className={clsx(
        'flex flex-col',
        variant === 'page' ? 'gap-[1.1em] text-[18px] leading-[1.6]' : 'gap-[0.85em] text-[16px] leading-[1.55]',
        className,
      )}
    >
      {shown.map((block) =>
        block.tunes.Hide ? (
          <HiddenBlock key={block.id}>
            <BlockView block={block} variant={variant} postTitle={postTitle} />
          </HiddenBlock>
        ) : (
          <BlockView key={block.id} block={block} variant={variant} postTitle={postTitle} />
        ),
      )}
    </div>
  );
}
