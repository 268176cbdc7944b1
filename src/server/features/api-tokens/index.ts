export { apiTokenOverview } from './api-tokens.overview.ts';
export { default as apiTokensRoutes } from './api-tokens.routes.ts';
