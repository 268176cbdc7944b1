/**
 * Measured after render, so the server's HTML holds the whole text, cut by CSS. The observer's first report
 * comes after the browser's own layout, before paint, and only once the comment is laid out: an off-screen
 * comment (the section is `content-visibility: auto`) is not laid out early to measure it.
 */
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
    const observer = new ResizeObserver(() => setCut(element.scrollHeight > element.clientHeight + 1));
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
