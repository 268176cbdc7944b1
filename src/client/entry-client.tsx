import { createInertiaApp } from '@inertiajs/react';
import { pageLayout, resolvePage, withProviders } from './app.tsx';
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
  withApp: withProviders,
  progress: { color: '#2f6bff', delay: 200 },
});
