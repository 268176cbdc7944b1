import { renderToString } from 'react-dom/server';
import { createInertiaApp } from '@inertiajs/react';
import type { Page } from '@inertiajs/core';
import type { ReactElement } from 'react';
import { pageLayout, resolvePage, withProviders } from './app.tsx';
import type { MarkupPieces, MarkupStore, PageBody } from '../shared/markup-store.ts';
import { finishMarkup, MarkupRenderContext, startMarkup } from './platform/shared-markup.tsx';

const renderPage = await createInertiaApp({
  resolve: resolvePage,
  layout: pageLayout,
  withApp: withProviders,
});

export async function render(page: Page, markup?: MarkupStore): Promise<{ head: string[]; body: PageBody }> {
  if (!markup) {
    const { head, body } = await renderPage!(page, renderToString);
    return { head, body: [body] };
  }
  const render = startMarkup(markup);
  let pieces: MarkupPieces = [];
  // Inertia wraps the markup with the page object's script: it gets a stand-in to wrap, and the pieces go where it stands.
  const standIn = `<!--${render.token}-->`;
  const { head, body } = await renderPage!(page, (app: ReactElement) => {
    pieces = finishMarkup(renderToString(<MarkupRenderContext value={render}>{app}</MarkupRenderContext>), render);
    return standIn;
  });
  const at = body.indexOf(standIn);
  return { head, body: [body.slice(0, at), ...pieces, body.slice(at + standIn.length)] };
}
