// The scripts a snippet adds in turn come from the https origins it names, which join every page's policy. Runs before
// the guest page cache answers, so cached pages get it too. A host a counter needs but does not name can be named in an
// HTML comment.
import fp from 'fastify-plugin';
import { allowOrigins, namedOrigins } from '../../lib/trusted-scripts.ts';
import { sitePages } from './static-pages.queries.ts';

export default fp(
  async (app) => {
    // The footer scripts change rarely and are read on every page: their origins are kept per text.
    let footer = { text: '', origins: [] as string[] };
    function footerOrigins(text: string): string[] {
      if (footer.text !== text) footer = { text, origins: namedOrigins(text) };
      return footer.origins;
    }

    app.addHook('onRequest', async (request, reply) => {
      // A policy rules a document only: the HTML of a page, not its data or its files.
      if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return;
      const policy = reply.raw.getHeader('content-security-policy');
      if (typeof policy !== 'string') return;
      try {
        const [settings, pages] = await Promise.all([app.site.settings.get(), sitePages(app.site, app.db).get()]);
        const origins = [...new Set([...footerOrigins(settings.footerScripts), ...pages.scriptOrigins])];
        if (origins.length > 0) reply.raw.setHeader('content-security-policy', allowOrigins(policy, origins));
      } catch (err) {
        // The database is away: the page (its 503 screen) still answers, with the strict policy.
        request.log.warn({ err }, 'footer script sources unknown');
      }
    });
  },
  { name: 'static-page-script-sources', dependencies: ['security-headers'] },
);
