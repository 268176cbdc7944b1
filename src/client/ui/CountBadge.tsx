/** The darkest red that still reads as an alert: white 11 px figures on it keep the 4.5:1 contrast. */
import clsx from 'clsx';

export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-[#dc2626] px-1 text-[11px] font-semibold leading-none text-white',
        className,
      )}
    >
      {badgeText(count)}
    </span>
  );
}
