/** `/admin-panel`: the control panel's overview and a tile per section. */
import { ADMIN_SECTIONS } from '../../../shared/admin.ts';
import { AdminLayout } from '../../features/admin/index.ts';
import { useT } from '../../platform/useT.ts';
import { Link } from '../../ui/Link.tsx';

export default function AdminDashboard() {
  const t = useT();
  return (
    <AdminLayout section="dashboard" title={t('admin.title')}>
      <ul className="grid grid-cols-1 gap-3 min-[520px]:grid-cols-2 nav:grid-cols-3">
        {ADMIN_SECTIONS.filter(({ key }) => key !== 'dashboard').map(({ key, href }) => (
          <li key={key}>
            <Link href={href} className="block h-full rounded-xl bg-surface p-4 transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent">
              <span className="block text-[17px] font-semibold">{t(`admin.sections.${key}`)}</span>
              <span className="mt-0.5 block text-[14px] text-muted">{t(`admin.sectionTexts.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminLayout>
  );
}
