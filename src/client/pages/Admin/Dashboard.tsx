import clsx from 'clsx';
import { ADMIN_SECTIONS } from '../../../shared/admin.ts';
import { ACTIVITY_SERIES, DASHBOARD_SPANS } from '../../../shared/dto/admin-ops.ts';
import { ActivityChart, AdminLayout, formatBytes, StatTile } from '../../features/admin/index.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Link } from '../../ui/Link.tsx';

export default function AdminDashboard() {
  const t = useT();
  const { dashboard, language } = usePageProps<'Admin/Dashboard'>();
  const spans = (
    <nav aria-label={t('adminOps.dashboard.span')} className="flex gap-1 rounded-lg bg-surface p-1">
      {DASHBOARD_SPANS.map((span) => (
        <Link
          key={span}
          href={span === 30 ? '/admin-panel' : `/admin-panel?days=${span}`}
          aria-current={span === dashboard.span ? 'true' : undefined}
          className={clsx(
            'rounded-md px-3 py-1.5 text-[14px] font-medium focus-visible:outline-2 focus-visible:outline-accent',
            span === dashboard.span ? 'bg-accent-soft text-accent' : 'text-muted hover:bg-surface-hover hover:text-fg',
          )}
        >
          {t('adminOps.dashboard.spanDays', { count: span })}
        </Link>
      ))}
    </nav>
  );
  return (
    <AdminLayout section="dashboard" title={t('admin.title')} action={spans}>
      <h2 className="sr-only">{t('adminOps.dashboard.activity')}</h2>
      <div className="grid grid-cols-1 gap-3 min-[520px]:grid-cols-2 nav:grid-cols-4">
        {ACTIVITY_SERIES.map((series) => (
          <ActivityChart key={series} series={series} days={dashboard.days} total={dashboard.totals[series]} />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 nav:grid-cols-4">
        <StatTile
          label={t('adminOps.dashboard.pendingReports')}
          value={dashboard.pending_reports}
          alert={dashboard.pending_reports > 0}
          link={{ href: '/moderation', text: t('adminOps.dashboard.pendingReportsLink') }}
        />
        <StatTile
          label={t('adminOps.dashboard.failedJobs')}
          value={dashboard.failed_jobs}
          alert={dashboard.failed_jobs > 0}
          link={{ href: '/admin-panel/operations', text: t('adminOps.dashboard.failedJobsLink') }}
        />
        <StatTile label={t('adminOps.dashboard.databaseSize')} value={formatBytes(dashboard.database_bytes, language)} />
        <StatTile
          label={t('adminOps.dashboard.storageSize')}
          value={dashboard.storage_bytes === null ? t('adminOps.dashboard.notMeasured') : formatBytes(dashboard.storage_bytes, language)}
          note={dashboard.storage_bytes === null ? t('adminOps.dashboard.notMeasuredText') : undefined}
        />
      </div>
      <h2 className="mt-2 text-[17px] font-semibold">{t('adminOps.dashboard.sections')}</h2>
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
