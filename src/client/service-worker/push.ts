/** Web push (docs/adr/0048-mail-digest-and-web-push.md): a message shown as a notification, opening this site only. */
import { worker } from './scope.ts';

/** What the server sends (features/push/push.ts); any of it may be missing from someone else's payload. */
interface PushMessage {
  title?: string;
  body?: string;
  tag?: string;
  url?: string;
}

function messageOf(data: PushMessageData | null): PushMessage {
  try {
    return (data?.json() as PushMessage | null) ?? {};
  } catch {
    return { body: data?.text() ?? '' };
  }
}

/** Only this site's pages: a message cannot send the reader elsewhere. */
function ownAddress(url: unknown): string {
  const target = new URL(typeof url === 'string' ? url : '/', worker.location.origin);
  return target.origin === worker.location.origin ? target.href : `${worker.location.origin}/`;
}

async function focusOrOpen(url: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  if (open) await open.focus();
  else await worker.clients.openWindow(url);
}

export function listenForPush(): void {
  worker.addEventListener('push', (event) => {
    const message = messageOf(event.data);
    event.waitUntil(
      worker.registration.showNotification(message.title || worker.location.hostname, {
        body: message.body || '',
        tag: message.tag || undefined,
        icon: '/favicon.svg',
        data: { url: message.url || '/' },
      }),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(focusOrOpen(ownAddress(data?.url)));
  });
}
