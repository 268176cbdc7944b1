/**
 * Markup that many answers share, kept between server renders. A list's cards look the same
 * to every reader with the same state on them, and rendering twenty of them is most of a list
 * page's cost. On the server, `<SharedMarkup>` looks its key up in a store the server keeps
 * between renders and leaves a marker where the kept markup goes; on a miss it renders its
 * children between two markers, and the render keeps what is between them. `finishMarkup`
 * then puts the kept markup in place and takes every marker out, so the page is exactly what
 * a render without the store gives. Kept markup is UTF-8, encoded once when kept: the page is
 * answered as the pieces joined into one buffer, never as one long string that the server
 * would measure and encode again for every answer. In the browser, and in a server render
 * without a store, `<SharedMarkup>` is its children and nothing else.
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
import type { MarkupPieces, MarkupStore } from '../../shared/markup-store.ts';

/** One render's use of the store: the key behind each marker, and the markup kept for it. */
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

const MARKER_OPENING = '<template data-';
const MARKER_CLOSING = '</template>';

/**
 * The render's markup with every marker replaced: kept markup where a slot found some, the
 * children's own where it did not, which the store keeps for the next render. One pass that
 * looks for the token alone: a regular expression spent more on a long page than the markup saved.
 */
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
