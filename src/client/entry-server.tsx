/** Server-side rendering, loaded by the Fastify process (no separate SSR server). */
import { renderToString } from 'react-dom/server';
import { createInertiaApp } from '@inertiajs/react';
import type { Page } from '@inertiajs/core';
import { pageLayout, resolvePage, withProviders } from './app.tsx';

const renderPage = await createInertiaApp({
  resolve: resolvePage,
  layout: pageLayout,
  withApp: withProviders,
});

export async function render(page: Page) {
  return renderPage!(page, renderToString);
}
