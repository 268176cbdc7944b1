import { useT } from '../../platform/useT.ts';

export function ShowAllToggle({ total, shown, all, onToggle }: { total: number; shown: number; all: boolean; onToggle(): void }) {
  const t = useT();
  if (total <= shown) return null;
  return (
    <button type="button" onClick={onToggle} aria-expanded={all} className="self-start rounded text-[14px] font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent">
      {all ? t('settings.feed.hide') : t('settings.feed.showAll')}
    </button>
  );
}
