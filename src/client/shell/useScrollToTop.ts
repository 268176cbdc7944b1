/** A click goes to the top and remembers where the reader was; a second click at the top goes back. */
import { useCallback, useEffect, useState } from 'react';

export const SCROLL_TOP_THRESHOLD = 80;

export interface ScrollJump {
  to: number;
  saved: number | null;
}

export function scrollTopJump(y: number, saved: number | null): ScrollJump {
  if (y > SCROLL_TOP_THRESHOLD) return { to: 0, saved: y };
  if (saved !== null) return { to: saved, saved: null };
  return { to: 0, saved: null };
}

export interface ScrollToTop {
  visible: boolean;
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
