/**
 * A height report counts only from this frame's own window; the page asks again once it listens,
 * in case the frame spoke first. Reports are answered with the theme, which the frame cannot read.
 */
import { useEffect, useRef, useState } from 'react';
import { AD_FRAME_MAX_HEIGHT, AD_FRAME_MESSAGES, AD_FRAME_SANDBOX } from '../../../shared/advertisements.ts';
import type { AdFrameDto } from '../../../shared/dto/advertisement.ts';
import { useTheme } from '../../platform/theme.ts';
import { useT } from '../../platform/useT.ts';

export function AdFrame({ ad }: { ad: AdFrameDto }) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(0);
  const { theme } = useTheme();
  const themeNow = useRef(theme);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    function heard(event: MessageEvent) {
      if (event.source !== element!.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== AD_FRAME_MESSAGES.height) return;
      const reported = (data as { height?: unknown }).height;
      if (typeof reported !== 'number' || !Number.isFinite(reported)) return;
      setHeight(Math.min(AD_FRAME_MAX_HEIGHT, Math.max(0, Math.ceil(reported))));
      element!.contentWindow?.postMessage({ type: AD_FRAME_MESSAGES.theme, theme: themeNow.current }, '*');
    }
    window.addEventListener('message', heard);
    element.contentWindow?.postMessage({ type: AD_FRAME_MESSAGES.measure }, '*');
    return () => window.removeEventListener('message', heard);
  }, [ad.frame_url]);

  useEffect(() => {
    themeNow.current = theme;
    frame.current?.contentWindow?.postMessage({ type: AD_FRAME_MESSAGES.theme, theme }, '*');
  }, [theme]);

  // Loaded as the reader nears it: a frame is a document of its own, laid out on the page's main thread, and
  // one in a column a phone hides (the right sidebar) is never loaded there.
  return (
    <iframe
      ref={frame}
      src={ad.frame_url}
      title={t('ads.frameTitle')}
      sandbox={AD_FRAME_SANDBOX}
      loading="lazy"
      style={{ height }}
      className="block w-full border-0"
      data-ad={ad.id}
    />
  );
}
