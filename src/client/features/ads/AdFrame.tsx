/**
 * One advertisement: its sandboxed frame (server/features/advertisements/ad-frame.ts), as
 * tall as its content says it is. The frame reports its height; a report counts only from
 * this frame's own window, and the page asks again once it listens, in case the frame
 * spoke first.
 */
import { useEffect, useRef, useState } from 'react';
import { AD_FRAME_MAX_HEIGHT, AD_FRAME_MESSAGES, AD_FRAME_SANDBOX } from '../../../shared/advertisements.ts';
import type { AdFrameDto } from '../../../shared/dto/advertisement.ts';
import { useT } from '../../platform/useT.ts';

export function AdFrame({ ad }: { ad: AdFrameDto }) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    function heard(event: MessageEvent) {
      if (event.source !== element!.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== AD_FRAME_MESSAGES.height) return;
      const reported = (data as { height?: unknown }).height;
      if (typeof reported === 'number' && Number.isFinite(reported)) setHeight(Math.min(AD_FRAME_MAX_HEIGHT, Math.max(0, Math.ceil(reported))));
    }
    window.addEventListener('message', heard);
    element.contentWindow?.postMessage({ type: AD_FRAME_MESSAGES.measure }, '*');
    return () => window.removeEventListener('message', heard);
  }, [ad.frame_url]);

  return <iframe ref={frame} src={ad.frame_url} title={t('ads.frameTitle')} sandbox={AD_FRAME_SANDBOX} style={{ height }} className="block w-full border-0" data-ad={ad.id} />;
}
