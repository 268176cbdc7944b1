import { useState } from 'react';
import { router } from '@inertiajs/react';
import { Pencil, Plus, Trash2 } from '../../ui/icons.ts';
import clsx from 'clsx';
import { calls } from '../../../shared/api/index.ts';
import { AD_POSITIONS } from '../../../shared/advertisements.ts';
import type { AdminAdvertisementDto } from '../../../shared/dto/advertisement.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { AdminCard, AdminLayout } from '../../features/admin/index.ts';
import { AdvertisementForm, draftOf, NEW_ADVERTISEMENT, type AdvertisementDraft } from '../../features/ads/index.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

const reload = () => router.reload({ only: ['ads', 'advertisements'] });

export default function AdminAdvertisements() {
  const t = useT();
  const toast = useToast();
  const { ads } = usePageProps<'Admin/Advertisements'>();
  const [editing, setEditing] = useState<AdminAdvertisementDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAdvertisementDto | null>(null);
  const { run } = useFormAction();

  async function save(draft: AdvertisementDraft) {
    if (editing === 'new') await api(calls.advertisements.create, { body: draft });
    else if (editing) await api(calls.advertisements.update, { params: { id: editing.id }, body: draft });
    toast.success(t(editing === 'new' ? 'ads.toasts.created' : 'ads.toasts.saved'));
    setEditing(null);
    reload();
  }

  async function toggle(ad: AdminAdvertisementDto, enabled: boolean) {
    if (!(await run(() => api(calls.advertisements.setEnabled, { params: { id: ad.id }, body: { enabled } })))) return;
    toast.success(t(enabled ? 'ads.toasts.enabled' : 'ads.toasts.disabled'));
    reload();
  }

  async function remove(ad: AdminAdvertisementDto) {
    await api(calls.advertisements.remove, { params: { id: ad.id } });
    toast.success(t('ads.toasts.deleted'));
    reload();
  }

  const add = (
    <Button variant="primary" onClick={() => setEditing('new')} className="gap-1.5">
      <Plus className="size-4" aria-hidden="true" />
      {t('ads.add')}
    </Button>
  );

  return (
    <AdminLayout section="advertisements" action={add}>
      {ads.length === 0 && (
        <AdminCard>
          <p className="text-[15px] text-muted">{t('ads.empty')}</p>
        </AdminCard>
      )}
      {AD_POSITIONS.map((position) => {
        const placed = ads.filter((ad) => ad.position === position);
        if (placed.length === 0) return null;
        return (
          <AdminCard key={position} title={t(`ads.positions.${position}`)} text={t(`ads.positionHints.${position}`)}>
            <ul className="-mx-1 flex flex-col divide-y divide-line">
              {placed.map((ad) => (
                <AdvertisementRow key={ad.id} ad={ad} onToggle={(enabled) => void toggle(ad, enabled)} onEdit={() => setEditing(ad)} onDelete={() => setDeleting(ad)} />
              ))}
            </ul>
          </AdminCard>
        );
      })}
      <Modal open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={t(editing === 'new' ? 'ads.form.createTitle' : 'ads.form.editTitle')} className="max-w-[760px]">
        {editing !== null && (
          <AdvertisementForm initial={editing === 'new' ? NEW_ADVERTISEMENT : draftOf(editing)} submitLabel={t(editing === 'new' ? 'ads.form.create' : 'ads.form.save')} save={save} />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('ads.confirmDelete.title')}
        text={t('ads.confirmDelete.text', { title: deleting?.title ?? '' })}
        confirmLabel={t('ads.actions.delete')}
        cancelLabel={t('ads.actions.cancel')}
        onConfirm={() => remove(deleting!)}
      />
    </AdminLayout>
  );
}

function AdvertisementRow({ ad, onToggle, onEdit, onDelete }: { ad: AdminAdvertisementDto; onToggle(enabled: boolean): void; onEdit(): void; onDelete(): void }) {
  const t = useT();
  const { language, timeZone } = usePageProps();
  const status = ad.is_showing ? 'showing' : ad.enabled ? 'scheduled' : 'off';
  const schedule = [ad.starts_at && t('ads.schedule.from', { date: formatDateTime(ad.starts_at, language, timeZone) }), ad.ends_at && t('ads.schedule.until', { date: formatDateTime(ad.ends_at, language, timeZone) })]
    .filter(Boolean)
    .join(' ');
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-1 py-3" data-testid="advertisement-row">
      <div className="min-w-0 flex-1 basis-[260px]">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{ad.title}</span>
          <span
            className={clsx(
              'rounded-md px-1.5 py-0.5 text-[12px] font-medium',
              status === 'showing' ? 'bg-green-600/10 text-green-800 dark:text-green-300' : status === 'scheduled' ? 'bg-accent-soft text-accent' : 'bg-fg/5 text-muted',
            )}
          >
            {t(`ads.status.${status}`)}
          </span>
        </div>
        <p className="mt-0.5 text-[13px] text-muted">
          {schedule || t('ads.schedule.always')}
          {ad.position === 'feed-item' && ad.every !== null && ` · ${t('ads.everyShort', { count: ad.every })}`}
        </p>
      </div>
      <div className="flex items-center gap-1">
        <Switch checked={ad.enabled} onChange={onToggle} label={t('ads.actions.enabledLabel', { title: ad.title })} />
        <IconButton label={t('ads.actions.edit')} onClick={onEdit} className="ml-2">
          <Pencil className="size-4" aria-hidden="true" />
        </IconButton>
        <IconButton label={t('ads.actions.delete')} onClick={onDelete}>
          <Trash2 className="size-4" aria-hidden="true" />
        </IconButton>
      </div>
    </li>
  );
}
