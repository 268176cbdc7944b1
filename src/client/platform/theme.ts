/** The `theme` cookie lets the server render `<html class="dark">` on the first byte, with no flash. */
import { useCallback, useSyncExternalStore } from 'react';
import { THEME_COLORS } from '../../shared/theme-colors.ts';

export type Theme = 'light' | 'dark';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function themeCookie(theme: Theme): string {
  return `theme=${theme}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The theme the reader chose, if any (the server renders light without a choice). */
export function chosenTheme(): Theme | null {
  const chosen = /(?:^|;\s*)theme=(light|dark)(?:;|$)/.exec(document.cookie)?.[1];
  return chosen === 'light' || chosen === 'dark' ? chosen : null;
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.cookie = themeCookie(theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Watching the class itself keeps every toggle on the page in step, whoever flipped it. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** The server does not know the theme while rendering components, so it renders 'light'. */
const serverTheme = (): Theme => 'light';

export function useTheme(): { theme: Theme; toggleTheme(): void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);
  const toggleTheme = useCallback(() => applyTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme };
}
