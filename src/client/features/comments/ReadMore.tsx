/** Measured after render, so the server's HTML holds the whole text, cut by CSS. */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useT } from '../../platform/useT.ts';

const LINES_CLASS = 'line-clamp-[10]';

export function ReadMore({ children }: { children: ReactNode }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || open) return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);

  return (
    <>
      <div ref={box} className={clsx(!open && LINES_CLASS)}>
        {children}
      </div>
      {(cut || open) && (
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="mt-0.5 text-[14px] font-medium text-accent hover:underline">
          {open ? t('comments.readLess') : t('comments.readMore')}
        </button>
      )}
    </>
  );
}
