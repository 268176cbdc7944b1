// Each render loads the current entry-server through Vite, so edits show up without a restart.
import type { FastifyInstance } from 'fastify';
import type { PageRenderer } from '../plugins/inertia.ts';
import { projectPath } from '../lib/paths.ts';
import { CLIENT_ENTRY } from './production-renderer.ts';
import { buildServiceWorker } from './service-worker-build.ts';

const NONCE_PLACEHOLDER = 'pero-csp-nonce';

type SsrModule = Pick<PageRenderer, 'render'>;

export async function devRenderer(app: FastifyInstance): Promise<PageRenderer> {
  const { createServer } = await import('vite');
  const middie = (await import('@fastify/middie')).default;
  const vite = await createServer({
    root: projectPath(),
    server: { middlewareMode: true, hmr: { server: app.server } },
    // Vite writes this on the tags it injects; each answer swaps in its own nonce.
    html: { cspNonce: NONCE_PLACEHOLDER },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());

  return {
    version: 'dev',
    render: async (page, markup) => ((await vite.ssrLoadModule('/src/client/entry-server.tsx')) as SsrModule).render(page, markup),
    assetTags: (nonce) => `<script type="module" nonce="${nonce}" src="/${CLIENT_ENTRY}"></script>`,
    transformHtml: async (url, html, nonce) => (await vite.transformIndexHtml(url, html)).replaceAll(NONCE_PLACEHOLDER, nonce),
    // Built on each request, like the pages, so an edit shows at the browser's next check.
    serviceWorker: buildServiceWorker,
  };
}
