/**
 * A click the page may take over: the main button with no modifier. Any other click (a new
 * tab, a new window, a download) is the browser's, so a link keeps working as a link.
 */
export function isPlainClick(event: { defaultPrevented: boolean; button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
