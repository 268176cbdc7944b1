import { router } from '@inertiajs/react';
import { Download } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import type { DataExportDto } from '../../../shared/dto/account-safety.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { SettingsCard } from '../../ui/SettingsCard.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

export function ExportCard({ dataExport }: { dataExport: DataExportDto | null }) {
  const t = useT();
  const toast = useToast();
  const { language, timeZone } = usePageProps();
  const { busy, run } = useFormAction();
  const date = (iso: string) => formatDateTime(iso, language, timeZone);

  const request = async () => {
    const answer = await run(() => api(calls.accountSafety.requestExport));
    if (!answer) return;
    toast.success(answer.message);
    router.reload({ only: ['data_export'] });
  };

  const status = dataExport?.status;
  return (
    <SettingsCard title={t('accountSafety.ui.export.title')} text={t('accountSafety.ui.export.text')}>
      {dataExport && (
        <p className="text-[15px]" role="status">
          {status === 'ready' && dataExport.expires_at
            ? t('accountSafety.ui.export.ready', { date: date(dataExport.created_at), until: date(dataExport.expires_at) })
            : t(`accountSafety.ui.export.${dataExport.status}`)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {dataExport?.download_url && (
          <a href={dataExport.download_url} download className={buttonClass('primary')}>
            <Download aria-hidden className="size-4" />
            {t('accountSafety.ui.export.download', { size: Math.max(1, Math.round((dataExport.size ?? 0) / 1024)) })}
          </a>
        )}
        {status !== 'pending' && (
          <Button variant={dataExport?.download_url ? 'secondary' : 'primary'} disabled={busy} onClick={() => void request()}>
            {t(dataExport ? 'accountSafety.ui.export.again' : 'accountSafety.ui.export.request')}
          </Button>
        )}
      </div>
    </SettingsCard>
  );
}
