import { AdminCard, AdminLayout } from '../../features/admin/index.ts';
import { ImportsPanel } from '../../features/imports/index.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';

export default function AdminImports() {
  const t = useT();
  const { imports } = usePageProps<'Admin/Imports'>();
  return (
    <AdminLayout section="imports">
      <AdminCard text={t('imports.lead')}>
        <ImportsPanel initial={imports} />
      </AdminCard>
    </AdminLayout>
  );
}
