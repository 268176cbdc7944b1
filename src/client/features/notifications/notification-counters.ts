/** Only the announcer lives at module level, so server renders share nothing. */
import { useEffect, useRef, useState } from 'react';
import type { NotificationCounters, NotificationPush } from '../../../shared/dto/notification.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { useChannel } from '../../platform/useChannel.ts';
import { usePageProps } from '../../platform/usePageProps.ts';

const changes = new EventTarget();

export function announceCounters(counters: NotificationCounters) {
  changes.dispatchEvent(new CustomEvent<NotificationCounters>('counters', { detail: counters }));
}

/** Told before the server answers, so nothing offers to read all again while the call is under way. */
export function announceAllRead() {
  changes.dispatchEvent(new Event('allRead'));
}

export function useNotificationPushes(handler: (push: NotificationPush) => void) {
  const user = usePageProps().auth.user;
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useChannel(user ? channels.user(user.id) : null, (event, data) => {
    if (event === pushes.notification) latest.current(data);
  });
}

export interface Counters {
  notSaw: number;
  notRead: number;
}

export function useNotificationCounters(): Counters {
  const { notSawNotifications, notReadNotifications } = usePageProps();
  const [state, setState] = useState({ fromPage: [notSawNotifications, notReadNotifications], counters: { notSaw: notSawNotifications, notRead: notReadNotifications } });
  // A new page's numbers are newer than anything heard before it.
  const stale = state.fromPage[0] !== notSawNotifications || state.fromPage[1] !== notReadNotifications;
  if (stale) setState({ fromPage: [notSawNotifications, notReadNotifications], counters: { notSaw: notSawNotifications, notRead: notReadNotifications } });
  const take = (counters: NotificationCounters) => setState((current) => ({ ...current, counters: { notSaw: counters.notSawNotifications, notRead: counters.notReadNotifications } }));
  useNotificationPushes(take);
  const user = usePageProps().auth.user;
  useChannel(user ? channels.user(user.id) : null, (event, data) => {
    if (event === pushes.notificationCounters) take(data);
  });
  useEffect(() => {
    const heard = (event: Event) => take((event as CustomEvent<NotificationCounters>).detail);
    const allRead = () => setState((current) => ({ ...current, counters: { ...current.counters, notRead: 0 } }));
    changes.addEventListener('counters', heard);
    changes.addEventListener('allRead', allRead);
    return () => {
      changes.removeEventListener('counters', heard);
      changes.removeEventListener('allRead', allRead);
    };
  }, []);
  return stale ? { notSaw: notSawNotifications, notRead: notReadNotifications } : state.counters;
}
