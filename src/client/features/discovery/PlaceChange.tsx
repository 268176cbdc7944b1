import { ArrowDown, ArrowUp } from '../../ui/icons.ts';
import { useT } from '../../platform/useT.ts';

export function PlaceChange({ place, old }: { place: number | null; old: number | null }) {
  const t = useT();
  if (place === null || old === null || old === place) return null;
  const up = old > place;
  const Icon = up ? ArrowUp : ArrowDown;
  const label = t(up ? 'discovery.top.up' : 'discovery.top.down', { old });
  return (
    <span className={`ml-auto inline-flex shrink-0 ${up ? 'text-green-600 dark:text-green-400' : 'text-red-600 dark:text-red-400'}`} title={label}>
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
