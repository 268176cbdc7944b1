import { useState } from 'react';
import { SEARCH_DATES, SEARCH_SCOPES, type SearchFilters } from '../../../shared/discovery.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useT } from '../../platform/useT.ts';

export const NO_FILTERS: SearchFilters = { date: 'all', scopes: [] };

export function FiltersDialog({ open, onOpenChange, filters, onApply }: { open: boolean; onOpenChange(open: boolean): void; filters: SearchFilters; onApply(filters: SearchFilters): void }) {
  const t = useT();
  const [draft, setDraft] = useState(filters);
  const toggle = (scope: (typeof SEARCH_SCOPES)[number]) =>
    setDraft((current) => ({ ...current, scopes: current.scopes.includes(scope) ? current.scopes.filter((one) => one !== scope) : SEARCH_SCOPES.filter((one) => one === scope || current.scopes.includes(one)) }));

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(filters);
        onOpenChange(next);
      }}
      title={t('discovery.filters.title')}
    >
      <form
        className="mt-4 flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
          onOpenChange(false);
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-[14px] font-medium text-muted">{t('discovery.filters.date')}</legend>
          {SEARCH_DATES.map((date) => (
            <label key={date} className="flex cursor-pointer items-center gap-2.5 text-[15px]">
              <input type="radio" name="date" value={date} checked={draft.date === date} onChange={() => setDraft((current) => ({ ...current, date }))} className="size-4 accent-[var(--accent)]" />
              {t(`discovery.filters.dates.${date}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-[14px] font-medium text-muted">{t('discovery.filters.scopes')}</legend>
          {SEARCH_SCOPES.map((scope) => (
            <label key={scope} className="flex cursor-pointer items-center gap-2.5 text-[15px]">
              <input type="checkbox" name="scopes" value={scope} checked={draft.scopes.includes(scope)} onChange={() => toggle(scope)} className="size-4 accent-[var(--accent)]" />
              {t(`discovery.filters.${scope}`)}
            </label>
          ))}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button onClick={() => setDraft(NO_FILTERS)}>{t('discovery.filters.reset')}</Button>
          <Button type="submit" variant="primary">
            {t('discovery.filters.apply')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
