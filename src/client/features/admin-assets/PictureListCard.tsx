import { useRef } from 'react';
import { ImageUp } from '../../ui/icons.ts';
import clsx from 'clsx';
import { ASSET_LIMITS } from '../../../shared/dto/admin-assets.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { AdminCard } from '../admin/index.ts';
import { AssetList, type Listed } from './AssetList.tsx';
import { NameField } from './NameField.tsx';
import { useAssetList } from './useAssetList.ts';

type Answer<T> = Promise<{ data: T[] }>;

export interface PictureCalls<T extends Listed> {
  add(file: File): Answer<T>;
  change(id: T['id'], change: { name?: string; enabled?: boolean }): Answer<T>;
  order(ids: Array<T['id']>): Answer<T>;
}

export function PictureListCard<T extends Listed>({
  kind,
  initial,
  picture,
  calls,
}: {
  kind: 'reactions' | 'icons';
  initial: T[];
  picture(item: T): string;
  calls: PictureCalls<T>;
}) {
  const t = useT();
  const { items, busy, apply } = useAssetList(initial);
  const file = useRef<HTMLInputElement>(null);
  const saved = t('adminAssets.saved');

  async function upload(picked: File | undefined) {
    if (!picked) return;
    await apply(() => calls.add(picked), t(`adminAssets.${kind}.added`));
    if (file.current) file.current.value = '';
  }

  return (
    <AdminCard title={t(`adminAssets.${kind}.title`)} text={t(`adminAssets.${kind}.text`)}>
      <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <input ref={file} type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => void upload(event.target.files?.[0])} />
        <Button variant="primary" disabled={busy} onClick={() => file.current?.click()}>
          <ImageUp className="size-4" aria-hidden="true" />
          {t(`adminAssets.${kind}.upload`)}
        </Button>
        <p className="min-w-0 flex-1 basis-[240px] text-[13px] text-muted">{t('adminAssets.uploadHint')}</p>
      </div>
      <AssetList
        items={items}
        busy={busy}
        empty={t(`adminAssets.${kind}.empty`)}
        onOrder={(ids) => void apply(() => calls.order(ids), saved)}
        onToggle={(item, enabled) => void apply(() => calls.change(item.id, { enabled }), saved)}
      >
        {(item) => (
          <div className="flex min-w-0 flex-1 basis-[180px] items-center gap-3">
            <img src={picture(item)} alt="" width={32} height={32} className={clsx('size-8 shrink-0 object-contain', !item.enabled && 'opacity-40 grayscale')} />
            <NameField
              key={item.name}
              value={item.name}
              label={t('adminAssets.nameOf', { name: item.name })}
              maxLength={ASSET_LIMITS.name}
              disabled={busy}
              className="w-full max-w-xs"
              onSave={(name) => void apply(() => calls.change(item.id, { name }), saved)}
            />
          </div>
        )}
      </AssetList>
    </AdminCard>
  );
}
