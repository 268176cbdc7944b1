import clsx from 'clsx';
import { usePageScripts } from '../features/static-pages/index.ts';
import { usePageProps } from '../platform/usePageProps.ts';

/** The page's HTML is the site owner's own markup: plain elements get the site's reading style. */
const BODY = clsx(
  'text-[16px] leading-[1.6] text-fg',
  '[&_p]:my-3 [&_h2]:mb-2 [&_h2]:mt-6 [&_h2]:text-[20px] [&_h2]:font-semibold [&_h3]:mb-2 [&_h3]:mt-5 [&_h3]:text-[18px] [&_h3]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4',
  '[&_img]:h-auto [&_img]:max-w-full [&_hr]:my-6 [&_hr]:border-line',
);

export default function Page() {
  const { page } = usePageProps<'Page'>();
  const scripts = usePageScripts(page.scripts);
  return (
    <article className="rounded-xl bg-surface px-4 py-5 nav:px-8 nav:py-7">
      <h1 className="text-[26px] font-bold leading-tight tracking-[-0.015em] nav:text-[30px]">{page.title}</h1>
      <div className={clsx('mt-3', BODY)} dangerouslySetInnerHTML={{ __html: page.body }} />
      <div ref={scripts} />
    </article>
  );
}
