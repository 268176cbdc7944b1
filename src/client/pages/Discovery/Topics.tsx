import { Hash } from '../../ui/icons.ts';
import { SubsiteList } from '../../features/discovery/index.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ListHeader } from '../../ui/ListHeader.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';

export default function Topics() {
  const { q, topics } = usePageProps<'Discovery/Topics'>();
  const t = useT();
  return (
    <>
      <ListHeader icon={Hash} title={q ? t('discovery.found.topics', { q }) : t('discovery.subscribe.title')}>
        {!q && <p className="text-[14px] text-muted">{t('discovery.subscribe.intro')}</p>}
      </ListHeader>
      <SubsiteList
        list={topics}
        prop="topics"
        empty={<EmptyState icon={Hash} title={t(q ? 'discovery.nothingFound' : 'discovery.subscribe.empty')} className="rounded-xl bg-surface py-14" />}
      />
    </>
  );
}
