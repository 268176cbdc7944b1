import { useState } from 'react';
import type { Static } from 'typebox';
import type { StaticPageInput } from '../../../shared/api/static-pages.ts';
import type { AdminStaticPageDto } from '../../../shared/dto/static-page.ts';
import { STATIC_PAGE_LIMITS, staticPageUrl } from '../../../shared/static-pages.ts';
import { useT } from '../../platform/useT.ts';
import { OrderField, PanelField, panelControl, SwitchAndSubmit } from '../admin/index.ts';
import { useFormAction } from '../../ui/useFormAction.ts';

export type StaticPageDraft = Static<typeof StaticPageInput>;

export const NEW_STATIC_PAGE: StaticPageDraft = { title: '', description: '', slug: '', body: '', scripts: '', in_footer: true, sort_order: 0 };

export function draftOf(page: AdminStaticPageDto): StaticPageDraft {
  const { id: _id, url: _url, ...draft } = page;
  return draft;
}

const CODE = 'py-2 font-mono text-[13px] leading-[1.5]';
const FIELDS = ['title', 'slug', 'description', 'body', 'scripts', 'sort_order'] as const;

export function StaticPageForm({ initial, submitLabel, save }: { initial: StaticPageDraft; submitLabel: string; save(draft: StaticPageDraft): Promise<void> }) {
  const t = useT();
  const { busy, errors, tracked, run } = useFormAction(FIELDS);
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof StaticPageDraft>(key: K, value: StaticPageDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const edit = <K extends (typeof FIELDS)[number]>(key: K) => tracked(key, (value: StaticPageDraft[K]) => set(key, value));

  return (
    <form onSubmit={(event) => void run(() => save(draft), { event })} className="mt-4 flex flex-col gap-4" data-testid="static-page-form">
      <div className="grid gap-4 min-[560px]:grid-cols-2">
        <PanelField label={t('staticPages.form.title')} error={errors.title}>
          {(control) => <input {...control} name="title" required maxLength={STATIC_PAGE_LIMITS.title} value={draft.title} onChange={(e) => edit('title')(e.target.value)} className={panelControl(errors.title)} />}
        </PanelField>
        <PanelField label={t('staticPages.form.slug')} hint={t('staticPages.form.slugHint', { example: staticPageUrl(draft.slug || 'about') })} error={errors.slug}>
          {(control) => (
            <input {...control} name="slug" required maxLength={STATIC_PAGE_LIMITS.slug} autoCapitalize="none" spellCheck={false} value={draft.slug} onChange={(e) => edit('slug')(e.target.value)} className={panelControl(errors.slug)} />
          )}
        </PanelField>
      </div>
      <PanelField label={t('staticPages.form.description')} hint={t('staticPages.form.descriptionHint')} error={errors.description}>
        {(control) => <input {...control} name="description" maxLength={STATIC_PAGE_LIMITS.description} value={draft.description} onChange={(e) => edit('description')(e.target.value)} className={panelControl(errors.description)} />}
      </PanelField>
      <PanelField label={t('staticPages.form.body')} hint={t('staticPages.form.bodyHint')} error={errors.body}>
        {(control) => <textarea {...control} name="body" rows={10} spellCheck={false} maxLength={STATIC_PAGE_LIMITS.body} value={draft.body} onChange={(e) => edit('body')(e.target.value)} className={panelControl(errors.body, CODE)} />}
      </PanelField>
      <PanelField label={t('staticPages.form.scripts')} hint={t('staticPages.form.scriptsHint')} error={errors.scripts}>
        {(control) => <textarea {...control} name="scripts" rows={4} spellCheck={false} maxLength={STATIC_PAGE_LIMITS.scripts} value={draft.scripts} onChange={(e) => edit('scripts')(e.target.value)} className={panelControl(errors.scripts, CODE)} />}
      </PanelField>
      <div className="grid gap-4 min-[560px]:grid-cols-2">
        <OrderField label={t('staticPages.form.sortOrder')} hint={t('staticPages.form.sortOrderHint')} error={errors.sort_order} limit={STATIC_PAGE_LIMITS.sortOrder} value={draft.sort_order} onChange={edit('sort_order')} />
      </div>
      <SwitchAndSubmit
        label={t('staticPages.form.inFooter')}
        checked={draft.in_footer}
        onChange={(inFooter) => set('in_footer', inFooter)}
        submitLabel={submitLabel}
        disabled={busy || draft.title.trim() === '' || draft.slug.trim() === ''}
      />
    </form>
  );
}
