export { footerPages } from './static-pages.queries.ts';
