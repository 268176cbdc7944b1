/**
 * Markup that many answers share, kept between server renders. A list's cards look the same
 * to every reader with the same state on them, and rendering twenty of them is most of a list
 * page's cost. On the server, `<SharedMarkup>` looks its key up in a store the server keeps
 * between renders and leaves a marker where the kept markup goes; on a miss it renders its
 * children between two markers, and the render keeps what is between them. `finishMarkup`
 * then puts the kept markup in place and takes every marker out, so the page is exactly what
 * a render without the store gives. In the browser, and in a server render without a store,
 * `<SharedMarkup>` is its children and nothing else.
 *
 * The key must name everything the children's markup depends on: the store serves all
 * readers. Children must not use `useId` (nor a component that emits one, like a mounted Radix
 * menu): such an id depends on where in the tree the markup was first rendered. Nor may they
 * hold another `<SharedMarkup>`: the outer one would keep the inner one's markers.
 *
 * One difference remains: React hoists a preload link for each eager image to the top of the
 * markup, and kept markup brings none. The images themselves are in the markup, so the browser
 * finds them as early, and hydration skips such links.
 */
import { createContext, use, type ReactNode } from 'react';
import type { MarkupStore } from '../../shared/markup-store.ts';

/** One render's use of the store: the key behind each marker, and the markup kept for it. */
export interface MarkupRender {
  readonly store: MarkupStore;
  /** Unguessable (a UUID), so no text in the page can pass for a marker. */
  readonly token: string;
  readonly slots: Array<{ key: string; html: string | undefined }>;
}

export const MarkupRenderContext = createContext<MarkupRender | null>(null);

export function startMarkup(store: MarkupStore): MarkupRender {
  return { store, token: crypto.randomUUID(), slots: [] };
}

export interface SharedMarkupProps {
  /** Called on the server only: the browser never needs the key. */
  cacheKey(): string;
  children: ReactNode;
}

export function SharedMarkup({ cacheKey, children }: SharedMarkupProps) {
  const render = use(MarkupRenderContext);
  if (!render) return children;
  const key = cacheKey();
  const html = render.store.get(key);
  const slot = `${render.token}-${render.slots.push({ key, html }) - 1}`;
  if (html !== undefined) return <template data-kept={slot} />;
  return (
    <>
      <template data-keep={slot} />
      {children}
      <template data-kept-end={slot} />
    </>
  );
}

/**
 * The render's markup with every marker replaced: kept markup where a slot found some, the
 * children's own where it did not, which the store keeps for the next render.
 */
export function finishMarkup(html: string, render: MarkupRender): string {
  if (render.slots.length === 0) return html;
  const token = render.token; // hex digits and dashes: nothing a pattern reads specially
  const rendered = new RegExp(`<template data-keep="${token}-(\\d+)"></template>([\\s\\S]*?)<template data-kept-end="${token}-\\1"></template>`, 'g');
  const kept = new RegExp(`<template data-kept="${token}-(\\d+)"></template>`, 'g');
  return html
    .replace(rendered, (_, slot: string, markup: string) => {
      render.store.put(render.slots[Number(slot)]!.key, markup);
      return markup;
    })
    .replace(kept, (_, slot: string) => render.slots[Number(slot)]!.html!);
}
