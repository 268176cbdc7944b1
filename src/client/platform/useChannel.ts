import { useEffect, useRef } from 'react';
import { listen, type RealtimeHandler } from './realtime.ts';

/** The latest handler is always called, so callers need not memoise it. */
export function useChannel(channel: string | null, handler: RealtimeHandler) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!channel) return;
    return listen(channel, (...push) => latest.current(...push));
  }, [channel]);
}
