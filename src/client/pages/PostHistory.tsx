import { ArrowLeft, EyeOff } from '../ui/icons.ts';
import { RevisionDiff, RevisionList } from '../features/revisions/index.ts';
import { formatDateTime } from '../../shared/format/dates.ts';
import { usePageProps } from '../platform/usePageProps.ts';
import { useT } from '../platform/useT.ts';
import { Link } from '../ui/Link.tsx';

export default function PostHistory() {
  const { post, revisions, selected, diff, can_hide: canHide, language, timeZone } = usePageProps<'PostHistory'>();
  const t = useT();
  const shown = revisions.find((revision) => revision.number === selected);
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1 px-1">
        <Link href={post.url} className="inline-flex max-w-full items-center gap-1.5 self-start text-[14px] text-muted transition-colors hover:text-accent">
          <ArrowLeft className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">
            {t('revisions.back')}: {post.title || t('posts.untitled')}
          </span>
        </Link>
        <h1 className="text-[26px] font-bold tracking-[-0.015em]">{t('revisions.heading')}</h1>
      </header>
      <div className="rounded-xl bg-surface px-4 py-5 nav:px-7">
        <p className="mb-3 text-[14px] text-muted">
          {t('revisions.version', { number: selected })}
          {shown && <> · {formatDateTime(shown.created_at, language, timeZone)}</>}
          {shown?.editor && <> · {shown.editor.name}</>}
        </p>
        {diff ? (
          <RevisionDiff diff={diff} />
        ) : (
          <p className="flex items-center gap-2 text-[15px] text-muted" data-testid="revision-hidden">
            <EyeOff className="size-4 shrink-0" aria-hidden="true" />
            {t('revisions.hidden')}
          </p>
        )}
      </div>
      <div className="rounded-xl bg-surface px-4 py-5 nav:px-7">
        <RevisionList postId={post.id} revisions={revisions} selected={selected} canHide={canHide} />
      </div>
    </div>
  );
}
