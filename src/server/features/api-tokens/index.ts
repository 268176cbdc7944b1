export { default as apiTokensRoutes } from './api-tokens.routes.ts';
