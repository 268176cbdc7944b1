/**
 * A link that a plain click turns into an Inertia visit, as Inertia's own <Link> does, at
 * the cost of one element. Inertia's Link runs about a dozen hooks on every render (visit
 * options, prefetch modes, query data merging), and on the server every render is a first
 * one: on a list page its links were a quarter of the render time. The app's links are
 * plain GET visits without prefetching, which is all this one does; a click the browser
 * should keep (a new tab, a modifier, another target) stays the browser's.
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
