import { Layers } from '../ui/icons.ts';
import { PostList, PostOwnerCard } from '../features/posts/index.ts';
import { SeriesManager } from '../features/series/index.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ListHeader } from '../ui/ListHeader.tsx';
import { usePageProps } from '../platform/usePageProps.ts';
import { useT } from '../platform/useT.ts';

export default function Series() {
  const { series, posts, parts } = usePageProps<'Series'>();
  const t = useT();
  return (
    <>
      <ListHeader icon={Layers} title={series.title}>
        <p className="text-[14px] text-muted">
          {t('series.label')} · {t('series.parts', { count: posts.total })}
        </p>
      </ListHeader>
      {series.description && <p className="-mt-2 mb-5 whitespace-pre-line rounded-xl bg-surface px-4 py-4 text-[15px] nav:px-6">{series.description}</p>}
      <div className="mb-5">
        <PostOwnerCard post={{ user: series.user, category: null }} />
      </div>
      {parts && <SeriesManager key={series.id} series={series} parts={parts} authorUrl={series.user.url} />}
      <PostList
        posts={posts}
        empty={<EmptyState icon={Layers} title={t('series.empty')} text={t('series.emptyText')} className="rounded-xl bg-surface py-14" />}
      />
    </>
  );
}
