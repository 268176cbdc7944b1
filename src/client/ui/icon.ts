/**
 * Lucide's drawings, drawn by a component of our own. lucide-react's component rebuilds every attribute
 * of the drawing on each render (a tenth of a member's server render went there); here each icon's
 * elements are built once, when its module loads, and a render only makes the `<svg>` around them.
 */
import { createElement, type ReactElement, type SVGProps } from 'react';
import type { LucideIconData, LucideIconNode } from 'lucide-react';

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height, 24 unless given. */
  size?: number | string;
}

/** What a button, a menu item or a list header takes to draw. */
export type IconComponent = (props: IconProps) => ReactElement;

const element = ([tag, attributes, children]: LucideIconNode): ReactElement => createElement(tag, attributes, ...(children ?? []).map(element));

/** A label of its own makes an icon content; without one it is decoration, hidden from screen readers. */
function labelled(props: IconProps): boolean {
  // Read on every render of every icon: a loop over the keys, not an array of entries made to be searched.
  for (const name in props) {
    if ((name.startsWith('aria-') || name === 'role' || name === 'title') && props[name as keyof IconProps] != null) return true;
  }
  return false;
}

/** The icon of one of lucide-react's per-icon modules (`lucide-react/icons/<name>`), which export the drawing beside the component. */
export function lucideIcon(module: object): IconComponent {
  const data = (module as { __iconData?: LucideIconData }).__iconData;
  if (!data?.node) throw new Error('A lucide-react icon module no longer exports its drawing as __iconData: see src/client/ui/icon.ts');
  const drawing = data.node.map(element);
  const viewBox = `0 0 ${data.size ?? data.width ?? 24} ${data.size ?? data.height ?? 24}`;
  function LucideDrawing({ size = 24, ...props }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        'aria-hidden': labelled(props) ? undefined : true,
        ...props,
      },
      drawing,
    );
  }
  LucideDrawing.displayName = data.name ?? 'Icon';
  return LucideDrawing;
}
