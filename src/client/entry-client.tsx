import { createInertiaApp } from '@inertiajs/react';
import { pageLayout, resolvePage, withProviders } from './app.tsx';
import { trackPreviousPage } from './platform/previous-page.ts';
import './styles.css';

trackPreviousPage();

void createInertiaApp({
  resolve: resolvePage,
  layout: pageLayout,
  withApp: withProviders,
  progress: { color: '#2f6bff', delay: 200 },
});
