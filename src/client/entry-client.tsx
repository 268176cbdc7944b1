import { createInertiaApp } from '@inertiajs/react';
import { pageLayout, resolvePage, withProviders } from './app.tsx';
import './styles.css';

void createInertiaApp({
  resolve: resolvePage,
  layout: pageLayout,
  withApp: withProviders,
  progress: { color: '#2f6bff', delay: 200 },
});
