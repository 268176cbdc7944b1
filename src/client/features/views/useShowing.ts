/** At least half of the card in view for a whole second, once per card: scrolling past quickly does not count. */
import { useEffect, type RefObject } from 'react';
import { reportShowing } from './view-reports.ts';

const VISIBLE_SHARE = 0.5;
const DWELL_MS = 1_000;

export function useShowing(ref: RefObject<Element | null>, postId: number, counted: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!counted || !element || typeof IntersectionObserver === 'undefined') return;
    let dwell: ReturnType<typeof setTimeout> | null = null;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          dwell ??= setTimeout(() => {
            reportShowing(postId);
            observer.disconnect();
          }, DWELL_MS);
        } else if (dwell) {
          clearTimeout(dwell);
          dwell = null;
        }
      },
      { threshold: VISIBLE_SHARE },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (dwell) clearTimeout(dwell);
    };
  }, [ref, postId, counted]);
}
