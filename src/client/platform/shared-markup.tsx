/**
 * Markup kept between server renders for everyone who sees it alike (docs/adr/0029). The markup is
 * made from a view and kept under that view whole, so what the children are given is in the key by
 * construction; what they read besides (the page's language, the reader) must be in the view too,
 * since the store serves all readers. Children must not use `useId` (nor a mounted Radix menu, which
 * emits one), nor hold another `<SharedMarkup>`. Kept markup brings no hoisted preload links for its
 * eager images; hydration skips such links.
 */
import { createContext, use, type ReactNode } from 'react';
import type { MarkupPieces, MarkupStore } from '../../shared/markup-store.ts';

export interface MarkupRender {
  readonly store: MarkupStore;
  /** Unguessable (a UUID), so no text in the page can pass for a marker, or hold it. */
  readonly token: string;
  readonly slots: Array<{ key: string; html: Uint8Array | undefined }>;
}

export const MarkupRenderContext = createContext<MarkupRender | null>(null);

export function startMarkup(store: MarkupStore): MarkupRender {
  return { store, token: crypto.randomUUID(), slots: [] };
}

export interface SharedMarkupProps<View> {
  /** Two kinds of markup never share a key. */
  kind: string;
  view: View;
  children(view: View): ReactNode;
}

export function SharedMarkup<View>({ kind, view, children }: SharedMarkupProps<View>) {
  const render = use(MarkupRenderContext);
  if (!render) return children(view);
  // Made on the server only: the browser never needs the key.
  const key = JSON.stringify([kind, view]);
  const html = render.store.get(key);
  const slot = `${render.token}-${render.slots.push({ key, html }) - 1}`;
  if (html !== undefined) return <template data-kept={slot} />;
  return (
    <>
      <template data-keep={slot} />
      {children(view)}
      <template data-kept-end={slot} />
    </>
  );
}

const MARKER_OPENING = '<template data-';
const MARKER_CLOSING = '</template>';

/** One pass looking for the token alone: a regular expression cost more on a long page than the markup saved. */
export function finishMarkup(html: string, render: MarkupRender): MarkupPieces {
  if (render.slots.length === 0) return [html];
  const { token, slots, store } = render;
  const pieces: MarkupPieces = [];
  let copied = 0;
  let keptFrom = 0;
  for (let found = html.indexOf(token); found !== -1; found = html.indexOf(token, found + token.length)) {
    // A marker reads <template data-{kind}="{token}-{slot}"></template>.
    const start = html.lastIndexOf(MARKER_OPENING, found);
    const end = html.indexOf(MARKER_CLOSING, found) + MARKER_CLOSING.length;
    const kind = html.slice(start + MARKER_OPENING.length, found - 2);
    const slot = slots[Number(html.slice(found + token.length + 1, html.indexOf('"', found)))]!;
    pieces.push(html.slice(copied, start));
    if (kind === 'kept') pieces.push(slot.html!);
    else if (kind === 'keep') keptFrom = end;
    else store.put(slot.key, html.slice(keptFrom, start));
    copied = end;
  }
  pieces.push(html.slice(copied));
  return pieces;
}
