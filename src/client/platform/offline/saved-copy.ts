/** A document the service worker made from what it kept (service-worker/page-document.ts). */
import { SAVED_COPY_ATTRIBUTE } from '../../../shared/web-app.ts';
import { applyTheme, chosenTheme } from '../theme.ts';

export function isSavedCopy(): boolean {
  return document.documentElement.hasAttribute(SAVED_COPY_ATTRIBUTE);
}

/**
 * The kept offline page carries the theme of when it was kept; the reader may have switched since. The cookie is
 * read only for such a page: a first read of `document.cookie` asks the browser's own process, several
 * milliseconds of a phone's page start.
 */
export function showSavedCopyInChosenTheme(): void {
  if (!isSavedCopy()) return;
  const theme = chosenTheme();
  if (theme) applyTheme(theme);
}
