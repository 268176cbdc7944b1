/**
 * The scroll-to-top button (spec 2, "Mobile layout and shell"): it shows once the page is
 * scrolled past 80 px; a click goes to the top and remembers where the reader was, and a
 * second click at the top goes back there.
 */
import { useCallback, useEffect, useState } from 'react';

export const SCROLL_TOP_THRESHOLD = 80;

export interface ScrollJump {
  /** Where to scroll. */
  to: number;
  /** The position to offer going back to, or null when there is none. */
  saved: number | null;
}

/** What a click does at scroll position `y` with `saved` remembered. */
export function scrollTopJump(y: number, saved: number | null): ScrollJump {
  if (y > SCROLL_TOP_THRESHOLD) return { to: 0, saved: y };
  if (saved !== null) return { to: saved, saved: null };
  return { to: 0, saved: null };
}

export interface ScrollToTop {
  visible: boolean;
  /** True when the next click returns down to the remembered position. */
  goesBack: boolean;
  jump(): void;
}

export function useScrollToTop(currentUrl: string): ScrollToTop {
  const [scrolled, setScrolled] = useState(false);
  const [saved, setSaved] = useState<number | null>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // A position remembered on one page means nothing on the next.
  useEffect(() => setSaved(null), [currentUrl]);

  const jump = useCallback(() => {
    const next = scrollTopJump(window.scrollY, saved);
    setSaved(next.saved);
    window.scrollTo({ top: next.to, behavior: 'smooth' });
  }, [saved]);

  return { visible: scrolled || saved !== null, goesBack: !scrolled && saved !== null, jump };
}
