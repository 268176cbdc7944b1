export { default as previewsRoutes } from './previews.routes.ts';
export { previewsSubscribers } from './previews.subscribers.ts';
