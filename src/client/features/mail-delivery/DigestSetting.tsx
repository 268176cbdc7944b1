import { useEffect, useId, useState } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { DIGEST_FREQUENCIES, type DigestFrequency } from '../../../shared/dto/delivery.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { useFormAction } from '../../ui/useFormAction.ts';

export interface DigestSettingProps {
  frequency?: DigestFrequency;
}

export function DigestSetting({ frequency: given }: DigestSettingProps) {
  const t = useT();
  const id = useId();
  const [frequency, setFrequency] = useState<DigestFrequency | null>(given ?? null);
  const { busy, run } = useFormAction();

  useEffect(() => {
    if (given !== undefined) return;
    let current = true;
    api(calls.delivery.digest)
      .then((answer) => current && setFrequency(answer.frequency))
      .catch(() => current && setFrequency('off'));
    return () => {
      current = false;
    };
  }, [given]);

  async function change(next: DigestFrequency) {
    const previous = frequency;
    setFrequency(next);
    const saved = await run(() => api(calls.delivery.setDigest, { body: { frequency: next } }), { fallback: t('delivery.settings.saveFailed') });
    if (!saved) setFrequency(previous);
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <label htmlFor={id} className="min-w-0">
        <span className="block text-[15px] font-medium">{t('delivery.settings.digest')}</span>
        <span className="block text-[13px] text-muted">{t('delivery.settings.digestHint')}</span>
      </label>
      <select
        id={id}
        value={frequency ?? ''}
        disabled={frequency === null || busy}
        onChange={(event) => void change(event.target.value as DigestFrequency)}
        className="h-10 rounded-lg border border-control bg-[var(--bg)] px-3 text-[15px] text-fg outline-none focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
      >
        {frequency === null && <option value="" />}
        {DIGEST_FREQUENCIES.map((option) => (
          <option key={option} value={option}>
            {t(`delivery.settings.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
