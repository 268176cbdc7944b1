import { useState } from 'react';
import { router } from '@inertiajs/react';
import { Calculator, Download, RefreshCw } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import { AdminCard, AdminLayout, FailedJobItem, QueueTable } from '../../features/admin/index.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useToast } from '../../ui/toast.tsx';

const CLI = ['npm run pero -- recount', 'npm run pero -- backup pero-backup.tar.gz', 'npm run pero -- restore pero-backup.tar.gz'];

function Command({ children }: { children: string }) {
  return <code className="block rounded-lg bg-page px-3 py-2 font-mono text-[13px] break-words whitespace-pre-wrap">{children}</code>;
}

export default function AdminOperations() {
  const t = useT();
  const toast = useToast();
  const { operations } = usePageProps<'Admin/Operations'>();
  const [confirming, setConfirming] = useState(false);

  async function recount() {
    await api(calls.adminOps.recount);
    toast.success(t('adminOps.operations.recountQueued'));
    router.reload({ only: ['operations'] });
  }

  const refresh = (
    <Button onClick={() => router.reload({ only: ['operations'] })} className="gap-1.5">
      <RefreshCw size={16} aria-hidden="true" />
      {t('adminOps.operations.refresh')}
    </Button>
  );

  return (
    <AdminLayout section="operations" action={refresh}>
      <AdminCard title={t('adminOps.operations.jobs')} text={t('adminOps.operations.jobsText')}>
        <QueueTable queues={operations.queues} />
      </AdminCard>
      <AdminCard title={t('adminOps.operations.failedJobs')}>
        {operations.failed.length === 0 ? (
          <p className="text-[15px] text-muted">{t('adminOps.operations.noFailedJobs')}</p>
        ) : (
          <ul className="-my-3 divide-y divide-line">
            {operations.failed.map((job) => (
              <FailedJobItem key={job.id} job={job} />
            ))}
          </ul>
        )}
      </AdminCard>
      <AdminCard title={t('adminOps.operations.recount')} text={t('adminOps.operations.recountText')}>
        <Button variant="primary" onClick={() => setConfirming(true)} className="gap-1.5">
          <Calculator size={16} aria-hidden="true" />
          {t('adminOps.operations.recountButton')}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('adminOps.operations.recountConfirmTitle')}
          text={t('adminOps.operations.recountConfirmText')}
          confirmLabel={t('adminOps.operations.recountButton')}
          cancelLabel={t('adminOps.operations.cancel')}
          onConfirm={recount}
        />
      </AdminCard>
      <AdminCard title={t('adminOps.operations.backup')}>
        {operations.database === 'pglite' ? (
          <div className="flex flex-col gap-3">
            <p className="text-[14px] text-muted">{t('adminOps.operations.backupText')}</p>
            <Command>{CLI[2]!}</Command>
            {/* A download, not a page visit: a plain link the browser saves. */}
            <a href="/admin-panel/operations/backup" download className={buttonClass('primary', 'gap-1.5 self-start')}>
              <Download size={16} aria-hidden="true" />
              {t('adminOps.operations.backupButton')}
            </a>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-[14px] text-muted">{t('adminOps.operations.backupPostgres')}</p>
            <Command>{operations.pg_dump}</Command>
          </div>
        )}
      </AdminCard>
      <AdminCard title={t('adminOps.operations.cli')}>
        <div className="flex flex-col gap-2">
          {CLI.map((line) => (
            <Command key={line}>{line}</Command>
          ))}
        </div>
      </AdminCard>
    </AdminLayout>
  );
}
