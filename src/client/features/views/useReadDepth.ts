// How far down the post's body the reader got, in quarters, reported once per opening when they leave the post or
// hide the tab. A body shorter than the screen is read to its end as soon as it is shown.
import { useEffect, type RefObject } from 'react';
import { READ_DEPTHS } from '../../../shared/api/views.ts';
import { reportDepth } from './view-reports.ts';

type Depth = (typeof READ_DEPTHS)[number];

function depthOf(element: Element): Depth | null {
  const box = element.getBoundingClientRect();
  const seen = box.height <= 0 ? 1 : (window.innerHeight - box.top) / box.height;
  return READ_DEPTHS.findLast((depth) => seen * 100 >= depth) ?? null;
}

export function useReadDepth(ref: RefObject<Element | null>, postId: number, counted: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!counted || !element) return;
    let deepest: Depth | null = null;
    let reported = false;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const depth = depthOf(element);
      if (depth !== null && (deepest === null || depth > deepest)) deepest = depth;
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    const report = () => {
      if (reported || deepest === null) return;
      reported = true;
      reportDepth(postId, deepest);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') report();
    };
    // The first look waits for the next frame, after the browser's own layout, rather than forcing one now.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHidden);
      if (frame) cancelAnimationFrame(frame);
      report();
    };
  }, [ref, postId, counted]);
}
