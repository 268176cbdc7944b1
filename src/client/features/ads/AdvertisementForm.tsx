import { useState } from 'react';
import type { Static } from 'typebox';
import type { AdvertisementInput } from '../../../shared/api/advertisements.ts';
import { AD_LIMITS, AD_POSITIONS, DEFAULT_AD_EVERY } from '../../../shared/advertisements.ts';
import type { AdminAdvertisementDto } from '../../../shared/dto/advertisement.ts';
import { useT } from '../../platform/useT.ts';
import { OrderField, PanelField, panelControl, SwitchAndSubmit } from '../admin/index.ts';
import { useFormAction } from '../../ui/useFormAction.ts';

export type AdvertisementDraft = Static<typeof AdvertisementInput>;

export const NEW_ADVERTISEMENT: AdvertisementDraft = {
  title: '',
  position: 'rightbar',
  html_content: '',
  css_content: '',
  js_content: '',
  enabled: true,
  starts_at: null,
  ends_at: null,
  every: null,
  sort_order: 0,
};

export function draftOf(ad: AdminAdvertisementDto): AdvertisementDraft {
  const { id: _id, is_showing: _showing, ...draft } = ad;
  return draft;
}

function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
function instantOf(local: string): string | null {
  return local ? new Date(local).toISOString() : null;
}

const CODE = 'py-2 font-mono text-[13px] leading-[1.5]';
const FIELDS = ['title', 'position', 'html_content', 'css_content', 'js_content', 'starts_at', 'ends_at', 'every', 'sort_order'] as const;

export function AdvertisementForm({ initial, submitLabel, save }: { initial: AdvertisementDraft; submitLabel: string; save(draft: AdvertisementDraft): Promise<void> }) {
  const t = useT();
  const { busy, errors, tracked, run } = useFormAction(FIELDS);
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof AdvertisementDraft>(key: K, value: AdvertisementDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const edit = <K extends (typeof FIELDS)[number]>(key: K) => tracked(key, (value: AdvertisementDraft[K]) => set(key, value));

  return (
    <form onSubmit={(event) => void run(() => save(draft), { event })} className="mt-4 flex flex-col gap-4" data-testid="advertisement-form">
      <div className="grid gap-4 min-[560px]:grid-cols-2">
        <PanelField label={t('ads.form.title')} hint={t('ads.form.titleHint')} error={errors.title}>
          {(control) => <input {...control} name="title" required maxLength={AD_LIMITS.title} value={draft.title} onChange={(e) => edit('title')(e.target.value)} className={panelControl(errors.title)} />}
        </PanelField>
        <PanelField label={t('ads.form.position')} hint={t(`ads.positionHints.${draft.position}`)} error={errors.position}>
          {(control) => (
            <select {...control} name="position" value={draft.position} onChange={(e) => edit('position')(e.target.value as AdvertisementDraft['position'])} className={panelControl(errors.position)}>
              {AD_POSITIONS.map((position) => (
                <option key={position} value={position}>
                  {t(`ads.positions.${position}`)}
                </option>
              ))}
            </select>
          )}
        </PanelField>
      </div>
      <PanelField label={t('ads.form.html')} hint={t('ads.form.codeHint')} error={errors.html_content}>
        {(control) => <textarea {...control} name="html_content" rows={6} spellCheck={false} maxLength={AD_LIMITS.html} value={draft.html_content} onChange={(e) => edit('html_content')(e.target.value)} className={panelControl(errors.html_content, CODE)} />}
      </PanelField>
      <div className="grid gap-4 min-[560px]:grid-cols-2">
        <PanelField label={t('ads.form.css')} error={errors.css_content}>
          {(control) => <textarea {...control} name="css_content" rows={4} spellCheck={false} maxLength={AD_LIMITS.css} value={draft.css_content} onChange={(e) => edit('css_content')(e.target.value)} className={panelControl(errors.css_content, CODE)} />}
        </PanelField>
        <PanelField label={t('ads.form.js')} error={errors.js_content}>
          {(control) => <textarea {...control} name="js_content" rows={4} spellCheck={false} maxLength={AD_LIMITS.js} value={draft.js_content} onChange={(e) => edit('js_content')(e.target.value)} className={panelControl(errors.js_content, CODE)} />}
        </PanelField>
      </div>
      <div className="grid gap-4 min-[560px]:grid-cols-2">
        <PanelField label={t('ads.form.startsAt')} hint={t('ads.form.scheduleHint')} error={errors.starts_at}>
          {(control) => <input {...control} type="datetime-local" name="starts_at" value={localInput(draft.starts_at)} onChange={(e) => edit('starts_at')(instantOf(e.target.value))} className={panelControl(errors.starts_at)} />}
        </PanelField>
        <PanelField label={t('ads.form.endsAt')} error={errors.ends_at}>
          {(control) => <input {...control} type="datetime-local" name="ends_at" value={localInput(draft.ends_at)} onChange={(e) => edit('ends_at')(instantOf(e.target.value))} className={panelControl(errors.ends_at)} />}
        </PanelField>
      </div>
      <div className="grid gap-4 min-[560px]:grid-cols-2">
        {draft.position === 'feed-item' && (
          <PanelField label={t('ads.form.every')} hint={t('ads.form.everyHint', { count: DEFAULT_AD_EVERY })} error={errors.every}>
            {(control) => (
              <input
                {...control}
                type="number"
                name="every"
                min={1}
                max={AD_LIMITS.every}
                value={draft.every ?? ''}
                onChange={(e) => edit('every')(e.target.value === '' ? null : Number(e.target.value))}
                className={panelControl(errors.every)}
              />
            )}
          </PanelField>
        )}
        <OrderField label={t('ads.form.sortOrder')} hint={t('ads.form.sortOrderHint')} error={errors.sort_order} limit={AD_LIMITS.sortOrder} value={draft.sort_order} onChange={edit('sort_order')} />
      </div>
      <SwitchAndSubmit label={t('ads.form.enabled')} checked={draft.enabled} onChange={(enabled) => set('enabled', enabled)} submitLabel={submitLabel} disabled={busy || draft.title.trim() === ''} />
    </form>
  );
}
