import { renderToString } from 'react-dom/server';
import { App } from '@inertiajs/react';
import type { Page } from '@inertiajs/core';
import type { ReactElement } from 'react';
import { pageLayout, resolvePage, withProviders } from './app.tsx';
import type { MarkupPieces, MarkupStore } from '../shared/markup-store.ts';
import { finishMarkup, MarkupRenderContext, startMarkup } from './platform/shared-markup.tsx';

/**
 * The page's markup, in pieces, and its head tags. The server writes the page object and the root element around
 * the markup itself (plugins/inertia.ts): Inertia's own server render serialized the page once more and escaped it
 * twice over, then wrapped it all in one string the kept markup had to be cut back out of.
 */
export async function render(page: Page, markup?: MarkupStore): Promise<{ head: string[]; body: MarkupPieces }> {
  let head: string[] = [];
  const app: ReactElement = withProviders(
    <App
      initialPage={page}
      initialComponent={await resolvePage(page.component, page)}
      resolveComponent={resolvePage}
      defaultLayout={pageLayout}
      onHeadUpdate={(elements) => {
        head = elements;
      }}
    />,
    { page },
  );
  if (!markup) {
    const html = renderToString(app);
    return { head, body: [html] };
  }
  const render = startMarkup(markup);
  const body = finishMarkup(renderToString(<MarkupRenderContext value={render}>{app}</MarkupRenderContext>), render);
  return { head, body };
}
