/** Server-side rendering, loaded by the Fastify process (no separate SSR server). */
import { renderToString } from 'react-dom/server';
import { createInertiaApp } from '@inertiajs/react';
import type { Page } from '@inertiajs/core';
import type { ReactElement } from 'react';
import { pageLayout, resolvePage, withProviders } from './app.tsx';
import type { MarkupStore } from '../shared/markup-store.ts';
import { finishMarkup, MarkupRenderContext, startMarkup } from './platform/shared-markup.tsx';

const renderPage = await createInertiaApp({
  resolve: resolvePage,
  layout: pageLayout,
  withApp: withProviders,
});

/** The page's markup; with a store, the markup pages share (a list's cards) is kept in it and taken from it. */
export async function render(page: Page, markup?: MarkupStore) {
  if (!markup) return renderPage!(page, renderToString);
  return renderPage!(page, (app: ReactElement) => {
    const render = startMarkup(markup);
    return finishMarkup(renderToString(<MarkupRenderContext value={render}>{app}</MarkupRenderContext>), render);
  });
}
