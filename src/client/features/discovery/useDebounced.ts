import { useEffect, useRef } from 'react';

export function useDebouncedEffect<T>(value: T, delay: number, run: (value: T) => void): void {
  const latest = useRef(run);
  latest.current = run;
  const first = useRef(true);
  useEffect(() => {
    // The value the page opened with has been searched already.
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => latest.current(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
}
