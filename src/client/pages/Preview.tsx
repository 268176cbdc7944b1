import { EyeOff } from '../ui/icons.ts';
import { BlockList } from '../features/blocks/index.ts';
import { PostHeader, PostTitle } from '../features/posts/index.ts';
import { SharedMarkup } from '../platform/shared-markup.tsx';
import { usePageProps } from '../platform/usePageProps.ts';
import { useT } from '../platform/useT.ts';

/** A draft read by its secret link: the post as it will look, with nothing to react to or answer yet. */
export default function Preview() {
  const { post, language } = usePageProps<'Preview'>();
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <p role="note" className="flex items-start gap-2.5 rounded-xl bg-accent-soft px-4 py-3 text-[14px] text-fg" data-testid="preview-banner">
        <EyeOff className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
        {t('previews.banner')}
      </p>
      <article className="rounded-xl bg-surface px-4 pb-6 pt-5 nav:px-7 nav:pb-7 nav:pt-6">
        <PostHeader post={post} />
        <PostTitle post={post} as="h1" className="mt-4 text-[26px] leading-[1.2] nav:text-[30px]" />
        <SharedMarkup kind="post-body" view={{ blocks: post.blocks, title: post.title, language }}>
          {(body) => <BlockList blocks={body.blocks} postTitle={body.title} className="mt-5" />}
        </SharedMarkup>
      </article>
    </div>
  );
}
