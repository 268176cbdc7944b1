import { createRoot } from 'react-dom/client';
import { createInertiaApp } from '@inertiajs/react';
import { pageLayout, resolvePage, withProviders } from './app.tsx';
import { hydrateServerHtml } from './platform/hydration.tsx';
import { registerServiceWorker } from './platform/offline/register.ts';
import { showSavedCopyInChosenTheme } from './platform/offline/saved-copy.ts';
import { trackPreviousPage } from './platform/previous-page.ts';
import { trackLeavingDocumentPage } from './platform/remembered.ts';
import './styles.css';

trackPreviousPage();
trackLeavingDocumentPage();
registerServiceWorker();
showSavedCopyInChosenTheme();

void createInertiaApp({
  resolve: resolvePage,
  layout: pageLayout,
  progress: { color: '#2f6bff', delay: 200 },
  setup({ el, App, props }) {
    const app = withProviders(<App {...props} />, { page: props.initialPage });
    if (!el?.hasAttribute('data-server-rendered')) {
      createRoot(el!).render(app);
      return;
    }
    hydrateServerHtml(el, app);
  },
});
