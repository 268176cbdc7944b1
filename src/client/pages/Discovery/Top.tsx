import { Trophy, Users } from '../../ui/icons.ts';
import { SubsiteList } from '../../features/discovery/index.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ListHeader } from '../../ui/ListHeader.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';

export default function Top() {
  const { q, blogs } = usePageProps<'Discovery/Top'>();
  const t = useT();
  return (
    <>
      <ListHeader icon={q ? Users : Trophy} title={q ? t('discovery.found.blogs', { q }) : t('discovery.top.title')}>
        {!q && <p className="text-[14px] text-muted">{t('discovery.top.intro')}</p>}
      </ListHeader>
      <SubsiteList
        list={blogs}
        prop="blogs"
        numbered={!q}
        empty={<EmptyState icon={Users} title={t(q ? 'discovery.nothingFound' : 'discovery.top.empty')} className="rounded-xl bg-surface py-14" />}
      />
    </>
  );
}
