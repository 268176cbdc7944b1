/**
 * Inertia's <Link> runs about a dozen hooks per render, a quarter of a list page's server render.
 * The app only needs plain GET visits; clicks the browser should keep (new tab, modifier) stay its.
 */
import type { ComponentProps, MouseEvent } from 'react';
import { router } from '@inertiajs/react';
import { isPlainClick } from '../platform/plain-click.ts';

export type LinkProps = ComponentProps<'a'> & { href: string };

export function Link({ href, onClick, ...props }: LinkProps) {
  const visit = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const target = event.currentTarget.target;
    if (!isPlainClick(event) || (target !== '' && target !== '_self')) return;
    event.preventDefault();
    router.visit(href);
  };
  return <a href={href} onClick={visit} {...props} />;
}
