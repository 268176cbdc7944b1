import { useEffect, useState, type RefObject } from 'react';

/** Whether the element is laid out (neither it nor an ancestor is `display: none`), followed as the layout changes. */
function useLaidOut(ref: RefObject<Element | null>): boolean {
  const [laidOut, setLaidOut] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The observer reports an element once it is laid out, after the browser's own layout, and again whenever a
    // media query shows or hides it (its size changes from or to nothing); one never laid out is never reported.
    const observer = new ResizeObserver(() => setLaidOut(element.getClientRects().length > 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return laidOut;
}

/**
 * A sidebar widget's list, fetched once the widget is laid out: a phone's layout hides the side column, and its
 * widgets then ask the server for nothing. `load` is a function declared once, outside the component. Null
 * until it arrives; empty when the fetch failed.
 */
export function useWidgetList<T>(frame: RefObject<Element | null>, load: (limit: number) => Promise<T[]>, limit: number): T[] | null {
  const laidOut = useLaidOut(frame);
  const [items, setItems] = useState<T[] | null>(null);
  useEffect(() => {
    if (!laidOut) return;
    load(limit).then(setItems, () => setItems([]));
  }, [laidOut, load, limit]);
  return items;
}
