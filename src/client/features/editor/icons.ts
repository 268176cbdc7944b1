/** Editor.js tools take SVG strings: the app's icons rendered once, client-only. */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { IconComponent } from '../../ui/icons.ts';

const cache = new Map<IconComponent, string>();

export function iconSvg(Icon: IconComponent): string {
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
