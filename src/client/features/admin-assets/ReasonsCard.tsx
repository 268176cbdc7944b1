import { useState, type FormEvent } from 'react';
import { Plus } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import { ASSET_LIMITS, type AdminReportReason } from '../../../shared/dto/admin-assets.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { AdminCard } from '../admin/index.ts';
import { AssetList } from './AssetList.tsx';
import { NameField } from './NameField.tsx';
import { useAssetList } from './useAssetList.ts';

const INPUT = 'h-9 min-w-0 rounded-lg border border-control bg-surface px-3 text-[15px] text-fg focus-visible:outline-2 focus-visible:outline-accent';

export function ReasonsCard({ initial }: { initial: AdminReportReason[] }) {
  const t = useT();
  const { items, busy, apply } = useAssetList(initial);
  const [name, setName] = useState('');
  const [nameEn, setNameEn] = useState('');
  const saved = t('adminAssets.saved');
  const change = (id: number, body: { name?: string; name_en?: string; enabled?: boolean }) => void apply(() => api(calls.adminAssets.changeReason, { params: { id }, body }), saved);

  async function add(event: FormEvent) {
    event.preventDefault();
    const added = await apply(() => api(calls.adminAssets.addReason, { body: { name: name.trim(), name_en: nameEn.trim() } }), t('adminAssets.reasons.added'));
    if (!added) return;
    setName('');
    setNameEn('');
  }

  return (
    <AdminCard title={t('adminAssets.reasons.title')} text={t('adminAssets.reasons.text')}>
      <form onSubmit={(event) => void add(event)} className="mb-3 flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 basis-[200px] flex-col gap-1 text-[13px] text-muted">
          {t('adminAssets.reasons.name')}
          <input className={INPUT} value={name} maxLength={ASSET_LIMITS.reason} onChange={(event) => setName(event.target.value)} />
        </label>
        <label className="flex min-w-0 flex-1 basis-[200px] flex-col gap-1 text-[13px] text-muted">
          {t('adminAssets.reasons.nameEn')}
          <input className={INPUT} value={nameEn} maxLength={ASSET_LIMITS.reason} lang="en" onChange={(event) => setNameEn(event.target.value)} />
        </label>
        <Button type="submit" variant="primary" disabled={busy || !name.trim() || !nameEn.trim()}>
          <Plus className="size-4" aria-hidden="true" />
          {t('adminAssets.reasons.add')}
        </Button>
      </form>
      <AssetList
        items={items}
        busy={busy}
        empty={t('adminAssets.reasons.empty')}
        onOrder={(ids) => void apply(() => api(calls.adminAssets.orderReasons, { body: { ids } }), saved)}
        onToggle={(item, enabled) => change(item.id, { enabled })}
      >
        {(item) => (
          <div className="grid min-w-0 flex-1 basis-[260px] gap-2 min-[640px]:grid-cols-2">
            {(['name', 'name_en'] as const).map((field) => (
              <NameField
                key={`${field}:${item[field]}`}
                value={item[field]}
                label={t(field === 'name' ? 'adminAssets.nameOf' : 'adminAssets.nameEnOf', { name: item[field] })}
                maxLength={ASSET_LIMITS.reason}
                disabled={busy}
                className={item.enabled ? undefined : 'text-muted'}
                onSave={(value) => change(item.id, { [field]: value })}
              />
            ))}
          </div>
        )}
      </AssetList>
    </AdminCard>
  );
}
