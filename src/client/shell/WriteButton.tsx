import { PenLine } from '../ui/icons.ts';
import clsx from 'clsx';
import { useWriteAction } from '../features/editor/index.ts';
import { Button } from '../ui/Button.tsx';
import { useT } from '../platform/useT.ts';

export function WriteButton({ className }: { className?: string }) {
  const t = useT();
  const write = useWriteAction();
  return (
    <Button variant="primary" onClick={write} className={className}>
      <PenLine className="size-4" aria-hidden="true" />
      {t('shell.write')}
    </Button>
  );
}

export function WriteFab({ className }: { className?: string }) {
  const t = useT();
  const write = useWriteAction();
  return (
    <button
      type="button"
      onClick={write}
      aria-label={t('shell.write')}
      className={clsx(
        'inline-flex size-14 items-center justify-center rounded-full bg-accent-fill text-white shadow-lg shadow-accent-fill/30 transition-colors hover:bg-accent-fill-hover',
        className,
      )}
    >
      <PenLine className="size-6" aria-hidden="true" />
    </button>
  );
}
