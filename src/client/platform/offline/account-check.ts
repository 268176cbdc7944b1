import type { ServiceWorkerMessage } from '../../service-worker/messages.ts';

/**
 * The server closed the socket of this browser's session: the session ended (signed out on another
 * device) or the server is restarting. The worker asks the server whose the browser is now and drops
 * the kept pages if the answer names someone else; if the server does not answer, nothing changes.
 */
export function checkAccount(): void {
  const check: ServiceWorkerMessage = { type: 'check-account' };
  // No worker in an insecure context or a development server.
  navigator.serviceWorker?.controller?.postMessage(check);
}
