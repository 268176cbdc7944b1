/** Only listeners registered after mount live at module level, so server renders share nothing. */
import { useEffect, useRef, useState } from 'react';
import { channels, pushes } from '../../../shared/realtime.ts';
import { useChannel } from '../../platform/useChannel.ts';
import { usePageProps } from '../../platform/usePageProps.ts';

const changes = new EventTarget();
/** One empty list for guests, so a render compares equal to the last. */
const NONE: number[] = [];

export function announceUnreadChats(unread: number[]) {
  changes.dispatchEvent(new CustomEvent<number[]>('unread', { detail: unread }));
}

export function useUnreadChatsChanged(handler: (unread: number[]) => void) {
  const user = usePageProps().auth.user;
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useChannel(user ? channels.user(user.id) : null, (event, data) => {
    if (event === pushes.unreadChats) latest.current(data.unread_chats);
  });
  useEffect(() => {
    const heard = (event: Event) => latest.current((event as CustomEvent<number[]>).detail);
    changes.addEventListener('unread', heard);
    return () => changes.removeEventListener('unread', heard);
  }, []);
}

export function useUnreadChats(): number[] {
  const fromPage = usePageProps().auth.user?.unread_chats ?? NONE;
  const [state, setState] = useState({ fromPage, unread: fromPage });
  // A new page's list is newer than anything heard before it.
  if (state.fromPage !== fromPage) setState({ fromPage, unread: fromPage });
  useUnreadChatsChanged((unread) => setState((current) => ({ ...current, unread })));
  return state.fromPage === fromPage ? state.unread : fromPage;
}
