/** Resolves when the browser is next idle, at most `timeout` ms later; browsers without idle callbacks (Safari) take the next task instead. */
export function idle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}
