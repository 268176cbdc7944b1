/**
 * Editor.js tools take their icons as SVG strings. Rendering the app's lucide icons once
 * into a detached node keeps one icon set across the interface without a second icon
 * package. Client-only: called from the Editor.js chunk, never during SSR.
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { LucideIcon } from 'lucide-react';

const cache = new Map<LucideIcon, string>();

export function iconSvg(Icon: LucideIcon): string {
  let svg = cache.get(Icon);
  if (svg === undefined) {
    const host = document.createElement('div');
    const root = createRoot(host);
    flushSync(() => root.render(createElement(Icon, { size: 20, strokeWidth: 2, 'aria-hidden': true })));
    svg = host.innerHTML;
    root.unmount();
    cache.set(Icon, svg);
  }
  return svg;
}
