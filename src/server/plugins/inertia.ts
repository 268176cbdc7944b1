import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageMeta } from '../../shared/dto/meta.ts';
import { escapeHtml, headTags, pageTitle, renderHeadTags } from '../../shared/meta-tags.ts';
import { withNonce } from '../lib/trusted-scripts.ts';
import type { PageName, PagePropsMap, SharedProps } from '../../shared/pages.ts';
import type { MarkupPieces, MarkupStore } from '../../shared/markup-store.ts';
import { pageScriptJson } from '../../shared/page-script.ts';
import { THEME_COLORS } from '../../shared/theme-colors.ts';
import { APPLE_TOUCH_ICON_PATH, MANIFEST_PATH } from '../../shared/web-app.ts';

export interface InertiaPage {
  component: string;
  props: Record<string, unknown>;
  url: string;
  version: string;
  encryptHistory: boolean;
  clearHistory: boolean;
}

export interface PageRenderer {
  version: string;
  /** The app's markup in pieces (kept markup as stored bytes), and its head tags. */
  render(page: InertiaPage, markup?: MarkupStore): Promise<{ head: string[]; body: MarkupPieces }>;
  assetTags(nonce: string): string;
  transformHtml?(url: string, html: string, nonce: string): Promise<string>;
  /** The service worker's script, built with the client; none where nothing built it. */
  serviceWorker?(): Promise<string>;
}

/** A prop value, or a function computed only when a partial reload asks for it. */
type Lazy<T> = T | (() => T | Promise<T>);
type LazyProps<P> = P extends unknown ? { [K in keyof P]: Lazy<P[K]> } : never;
/** Each prop may be lazy; a page whose props are a union (one shape per tab) takes any one of its shapes. */
export type PageInput<N extends PageName> = LazyProps<PagePropsMap[N]>;

export interface PageOptions {
  status?: number;
  /** The page's own title: the site's name is joined to it here, the same way on every page. */
  meta?: Partial<PageMeta>;
  /** A super admin's scripts, run after the page on a first visit; their script tags get the answer's nonce. */
  scripts?: string;
}

declare module 'fastify' {
  interface FastifyReply {
    page<N extends PageName>(name: N, props: PageInput<N>, options?: PageOptions): Promise<FastifyReply>;
  }
  interface FastifyRequest {
    isInertia: boolean;
  }
}

const PAGES_FOR_BANNED: ReadonlySet<PageName> = new Set<PageName>(['Error/banned', 'Error/404', 'Error/500', 'Error/503', 'Auth/Logout']);

export interface InertiaPluginOptions {
  renderer: PageRenderer;
  sharedProps(request: FastifyRequest): Promise<SharedProps>;
  markup?: () => MarkupStore | undefined;
}

export default fp<InertiaPluginOptions>(
  async (app, { renderer, sharedProps, markup }) => {
    app.decorateRequest('isInertia', false);

    app.addHook('onRequest', async (request, reply) => {
      request.isInertia = request.headers['x-inertia'] === 'true';
      if (!request.isInertia || request.method !== 'GET') return;
      const clientVersion = request.headers['x-inertia-version'];
      if (clientVersion !== undefined && clientVersion !== renderer.version) {
        // The browser runs an old build: make it do a full visit to fetch the new one.
        return reply.code(409).header('X-Inertia-Location', request.url).send();
      }
    });

    app.decorateReply('page', async function <N extends PageName>(
      this: FastifyReply,
      name: N,
      input: PageInput<N>,
      options: PageOptions = {},
    ) {
      const request = this.request;
      const ban = request.user?.ban;
      if (ban && !PAGES_FOR_BANNED.has(name)) {
        const record = { reason: ban.reason, date_unbanned: ban.until?.toISOString() ?? null };
        return this.page('Error/banned', { ban_record: record }, { status: 403, meta: { title: request.t('errors.banned'), noindex: true } });
      }
      const shared = await sharedProps(request);
      const meta: PageMeta = { ...shared.meta, ...options.meta, title: pageTitle(options.meta?.title, shared.meta.siteName) };
      const all: Record<string, unknown> = { ...shared, ...input, meta };
      const page: InertiaPage = {
        component: name,
        props: await resolveProps(all, request, name),
        url: request.url,
        version: renderer.version,
        encryptHistory: false,
        clearHistory: false,
      };

      this.code(options.status ?? 200).header('Vary', 'X-Inertia');
      // A member's page carries their name, counters and choices: no shared cache or back-forward copy may keep it.
      if (request.user) this.header('Cache-Control', 'private, no-store');
      if (request.isInertia) {
        // Encoded once, here: the socket's own write of a long string, mostly Cyrillic, cost twice Buffer.from's.
        return this.header('X-Inertia', 'true').type('application/json; charset=utf-8').send(Buffer.from(JSON.stringify(page)));
      }
      const trailer = trustedTrailer(options.scripts ?? '', shared.footerScripts, this.cspNonce.script);
      const html = await renderDocument({ renderer, markup: markup?.() }, page, meta, shared.language, request, this.cspNonce.script, trailer);
      return this.type('text/html; charset=utf-8').send(html);
    });
  },
  { name: 'inertia', dependencies: ['session', 'security-headers'] },
);

async function resolveProps(all: Record<string, unknown>, request: FastifyRequest, component: string) {
  let keys = Object.keys(all);
  if (request.isInertia && request.headers['x-inertia-partial-component'] === component) {
    const only = headerList(request.headers['x-inertia-partial-data']);
    const except = headerList(request.headers['x-inertia-partial-except']);
    if (only.length > 0) keys = keys.filter((key) => only.includes(key));
    if (except.length > 0) keys = keys.filter((key) => !except.includes(key));
  }
  const entries = await Promise.all(
    keys.map(async (key) => {
      const value = all[key];
      return [key, typeof value === 'function' ? await value() : value] as const;
    }),
  );
  return Object.fromEntries(entries);
}

function headerList(value: string | string[] | undefined): string[] {
  const raw = Array.isArray(value) ? value.join(',') : (value ?? '');
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The theme cookie picks the document's class and colour, so it is part of what the HTML is. */
export function prefersDarkTheme(request: FastifyRequest): boolean {
  return request.cookies.theme === 'dark';
}

/** The page's own scripts sit in a box the page removes when the reader moves on; footer scripts run once per document. */
function trustedTrailer(pageScripts: string, footerScripts: string, nonce: string): string {
  const page = pageScripts ? `\n    <div data-page-scripts>${withNonce(pageScripts, nonce)}</div>` : '';
  const footer = footerScripts ? `\n    ${withNonce(footerScripts, nonce)}` : '';
  return page + footer;
}

async function renderDocument(
  { renderer, markup }: { renderer: PageRenderer; markup: MarkupStore | undefined },
  page: InertiaPage,
  meta: PageMeta,
  language: string,
  request: FastifyRequest,
  nonce: string,
  trailer: string,
): Promise<string | Buffer> {
  const rendered = await renderer.render(page, markup);
  const dark = prefersDarkTheme(request);
  const start = `<!doctype html>
<html lang="${escapeHtml(language)}"${dark ? ' class="dark"' : ''}>
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
    <meta name="mobile-web-app-capable" content="yes">
    <meta name="theme-color" content="${dark ? THEME_COLORS.dark : THEME_COLORS.light}">
    <link rel="manifest" href="${MANIFEST_PATH}">
    <link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON_PATH}">
    <title>${escapeHtml(meta.title)}</title>
    ${renderHeadTags(headTags(meta))}
    ${rendered.head.join('\n    ')}
    ${renderer.assetTags(nonce)}
  </head>
  <body>
    <script nonce="${nonce}" data-page="app" type="application/json">`;
  // Only the page object's own tag gets the nonce: a nonce added to every <script> in the markup would bless any
  // script that slipped into rendered content. The root element is Inertia's, which hydrates it.
  const root = '</script><div data-server-rendered="true" id="app">';
  const end = `</div>${trailer}
  </body>
</html>`;
  // One buffer: encoded once, its length known, where one long string is measured and encoded again on the way out.
  const html = Buffer.concat([start, pageScriptJson(page), root, ...rendered.body, end].map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)));
  return renderer.transformHtml ? renderer.transformHtml(request.url, html.toString(), nonce) : html;
}
