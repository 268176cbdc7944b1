/** The feed page. Posts arrive with issue P4; until then every feed says honestly that it is empty. */
import { Newspaper } from 'lucide-react';
import { FeedTabs } from '../features/feeds/index.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { usePageProps } from '../platform/usePageProps.ts';
import { useT } from '../platform/useT.ts';

export default function Index() {
  const { feed } = usePageProps<'Index'>();
  const t = useT();
  return (
    <>
      {/* The tabs show which feed this is; the heading says it to those who navigate by headings. */}
      <h1 className="sr-only">{t(`shell.nav.${feed}`)}</h1>
      <FeedTabs current={feed} />
      <EmptyState
        icon={Newspaper}
        title={t('shell.feed.emptyTitle')}
        text={t(`shell.feed.empty.${feed}`)}
        className="rounded-xl bg-surface py-14"
      />
    </>
  );
}
