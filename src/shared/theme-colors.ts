/** The browser's toolbar colour in each theme: the page's `theme-color`, and the installed app's. */
export const THEME_COLORS = { light: '#ffffff', dark: '#16171b' } as const;
