import { ArrowDown, ArrowUp } from '../ui/icons.ts';
import clsx from 'clsx';
import { useScrollToTop } from './useScrollToTop.ts';
import { useT } from '../platform/useT.ts';

export function ScrollToTopButton({ currentUrl }: { currentUrl: string }) {
  const t = useT();
  const { visible, goesBack, jump } = useScrollToTop(currentUrl);
  const label = goesBack ? t('shell.scroll.back') : t('shell.scroll.top');
  const Icon = goesBack ? ArrowDown : ArrowUp;
  return (
    <button
      type="button"
      onClick={jump}
      aria-label={label}
      title={label}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      className={clsx(
        'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-fg shadow-md transition-all hover:text-accent',
        visible ? 'opacity-100' : 'pointer-events-none translate-y-2 opacity-0',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
