import { useCallback, useEffect, useState } from 'react';

const STORAGE_KEY = 'sidebar-hide';
/** Matches the `nav` breakpoint in styles.css. */
const COMPACT_QUERY = '(max-width: 859px)';

function readHidden(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false; // storage blocked (private mode, policies): keep the sidebar shown
  }
}

function writeHidden(hidden: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(hidden));
  } catch {
    // Not remembered this time; the toggle still works for this page view.
  }
}

export interface SidebarState {
  hidden: boolean;
  drawerOpen: boolean;
  toggle(): void;
  setDrawerOpen(open: boolean): void;
}

export function useSidebarState(currentUrl: string): SidebarState {
  // The server cannot read local storage, so the first render always shows the column;
  // the saved choice is applied after mount, which keeps hydration identical.
  const [hidden, setHidden] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => setHidden(readHidden()), []);

  useEffect(() => setDrawerOpen(false), [currentUrl]);

  // A drawer left open while the window grows past the breakpoint would keep the page locked.
  useEffect(() => {
    const compact = window.matchMedia(COMPACT_QUERY);
    const closeWhenWide = () => {
      if (!compact.matches) setDrawerOpen(false);
    };
    compact.addEventListener('change', closeWhenWide);
    return () => compact.removeEventListener('change', closeWhenWide);
  }, []);

  const toggle = useCallback(() => {
    if (window.matchMedia(COMPACT_QUERY).matches) {
      setDrawerOpen((open) => !open);
      return;
    }
    writeHidden(!hidden);
    setHidden(!hidden);
  }, [hidden]);

  return { hidden, drawerOpen, toggle, setDrawerOpen };
}
