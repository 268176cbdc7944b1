/** The posts the service worker keeps, for the offline page's list. */
import type { SavedPage, ServiceWorkerMessage } from '../../service-worker/messages.ts';

export type { SavedPage };

/** A question to the worker, answered on a channel of its own. */
function ask<T>(worker: ServiceWorker, question: ServiceWorkerMessage): Promise<T> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<T>) => resolve(event.data);
    worker.postMessage(question, [channel.port2]);
  });
}

/** Latest first; none without a worker (a development server, a browser that refused it). */
export async function savedPages(): Promise<SavedPage[]> {
  const worker = navigator.serviceWorker?.controller;
  return worker ? ask<SavedPage[]>(worker, { type: 'saved-pages' }) : [];
}
