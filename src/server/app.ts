import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { sharedSchemaCompilers } from './plugins/schema-compilers.ts';
import securityHeaders from './plugins/security-headers.ts';
import inputTextPlugin from './plugins/input-text.ts';
import sessionPlugin from './plugins/session.ts';
import csrfPlugin from './plugins/csrf.ts';
import apiTokensPlugin from './plugins/api-tokens.ts';
import inertiaPlugin, { type PageRenderer } from './plugins/inertia.ts';
import errorsPlugin from './plugins/errors.ts';
import idempotencyPlugin from './platform/idempotency.ts';
import type { OutboundOptions } from './lib/safe-fetch.ts';
import { parseQueryString } from './lib/query-string.ts';
import rateLimitsPlugin, { type RateLimitOverrides } from './platform/rate-limits.ts';
import redisPlugin from './platform/redis.ts';
import { markupStore } from './platform/page-cache/markup-store.ts';
import pageCachePlugin, { type PageCacheOptions } from './platform/page-cache/page-cache.plugin.ts';
import { pageTags } from './platform/page-cache/page-tags.ts';
import metricsPlugin from './platform/metrics/metrics.plugin.ts';
import openApiPlugin from './plugins/openapi.ts';
import realtimePlugin from './realtime/realtime.ts';
import presencePlugin from './features/presence/presence.plugin.ts';
import eventsPlugin from './platform/events/events.plugin.ts';
import jobsPlugin from './platform/jobs/jobs.plugin.ts';
import readRoutingPlugin from './platform/read-routing.ts';
import recentWritesPlugin from './platform/recent-writes.ts';
import { answerOnlyProbes } from './platform/roles.ts';
import { defineMaintenance } from './maintenance.ts';
import healthRoutes from './features/health/health.routes.ts';
import feedRoutes from './features/feeds/feeds.routes.ts';
import syndicationRoutes from './features/syndication/syndication.routes.ts';
import sitemapsRoutes from './features/sitemaps/sitemaps.routes.ts';
import { sitemapsSubscribers } from './features/sitemaps/sitemaps.subscribers.ts';
import gifsRoutes from './features/gifs/gifs.routes.ts';

import discoveryRoutes from './features/discovery/discovery.routes.ts';
import linkPreviewRoutes from './features/link-preview/link-preview.routes.ts';
import { defineMediaJobs } from './features/media/media.jobs.ts';
import mediaRoutes from './features/media/media.routes.ts';
import authRoutes from './features/auth/auth.routes.ts';
import logoutRoutes from './features/auth/logout.routes.ts';
import accountSafetyRoutes from './features/account-safety/account-safety.routes.ts';
import oauthRoutes, { enabledProviders } from './features/oauth/oauth.routes.ts';
import flashPlugin from './kernel/flash.ts';
import followsRoutes from './features/follows/follows.routes.ts';
import profilesRoutes from './features/profiles/profiles.routes.ts';
import profilePicturesRoutes from './features/profiles/profile-pictures.routes.ts';
import { authSubscribers } from './features/auth/auth.subscribers.ts';
import { profilesSubscribers } from './features/profiles/profiles.subscribers.ts';
import communitiesRoutes from './features/communities/communities.routes.ts';
import antiSpamPlugin from './features/communities/anti-spam.ts';
import { communitiesSubscribers } from './features/communities/communities.subscribers.ts';
import ignoresRoutes from './features/ignores/ignores.routes.ts';
import personalIconsRoutes from './features/personal-icons/personal-icons.routes.ts';
import viewCounter from './features/views/views.counter.ts';
import viewsRoutes from './features/views/views.routes.ts';
import { viewsSubscribers } from './features/views/views.subscribers.ts';
import commentsRoutes from './features/comments/comments.routes.ts';
import { commentsSubscribers } from './features/comments/comments.subscribers.ts';
import postsRoutes from './features/posts/posts.routes.ts';
import moderationRoutes from './features/moderation/moderation.routes.ts';
import { moderationSubscribers } from './features/moderation/moderation.subscribers.ts';
import bookmarksRoutes from './features/bookmarks/bookmarks.routes.ts';
import pollsRoutes from './features/polls/polls.routes.ts';
import { pollsSubscribers } from './features/polls/polls.subscribers.ts';
import bookmarkPagesRoutes from './features/bookmarks/bookmarks.pages.ts';
import seriesRoutes from './features/series/series.routes.ts';
import seriesPagesRoutes from './features/series/series.pages.ts';
import { seriesSubscribers } from './features/series/series.subscribers.ts';
import { postsSubscribers } from './features/posts/posts.subscribers.ts';
import { defineShareCardJobs } from './features/share-cards/share-cards.jobs.ts';
import { shareCardsSubscribers } from './features/share-cards/share-cards.subscribers.ts';
import postPagesRoutes, { postPageRoute } from './features/posts/posts.pages.ts';
import { defineSchedulingJobs, schedulingRoutes } from './features/scheduling/index.ts';
import { previewsRoutes, previewsSubscribers } from './features/previews/index.ts';
import { apiTokensRoutes } from './features/api-tokens/index.ts';
import reactionsRoutes from './features/reactions/reactions.routes.ts';
import { reactionsSubscribers } from './features/reactions/reactions.subscribers.ts';
import { bookmarksSubscribers } from './features/bookmarks/bookmarks.subscribers.ts';
import revisionsRoutes from './features/revisions/revisions.routes.ts';
import { revisionsSubscribers } from './features/revisions/revisions.subscribers.ts';
import chatsRoutes from './features/chats/chats.routes.ts';
import chatPagesRoutes from './features/chats/chats.pages.ts';
import { chatsSubscribers } from './features/chats/chats.subscribers.ts';
import notificationsRoutes from './features/notifications/notifications.routes.ts';
import { notificationsSubscribers } from './features/notifications/notifications.subscribers.ts';
import { defineRatingJobs } from './features/ratings/ratings.places.ts';
import mailDeliveryRoutes from './features/mail-delivery/mail-delivery.routes.ts';
import pushRoutes from './features/push/push.routes.ts';
import webhooksRoutes from './features/webhooks/webhooks.routes.ts';
import { defineWebhookJobs } from './features/webhooks/webhooks.jobs.ts';
import { webhooksSubscribers } from './features/webhooks/webhooks.subscribers.ts';
import telegramRoutes from './features/telegram/telegram.routes.ts';
import { defineTelegramJobs } from './features/telegram/telegram.jobs.ts';
import { telegramSubscribers } from './features/telegram/telegram.subscribers.ts';
import importsRoutes from './features/imports/imports.routes.ts';
import { defineImportJobs } from './features/imports/imports.jobs.ts';
import webAppAccountMarker from './features/web-app/account-marker.ts';
import webAppRoutes from './features/web-app/web-app.routes.ts';
import { buildSharedProps } from './features/site/shared-props.ts';
import { resolveMemberSession } from './features/site/member-session.ts';
import { createSiteContext, type SiteContext } from './features/site/site-context.ts';
import { siteDefaults } from './features/site/site-settings.ts';
import { loggerOptions, type LogStream } from './lib/logging.ts';
import { projectPath } from './lib/paths.ts';
import { createStorage, type Storage } from './platform/storage/index.ts';
import serveUploads from './platform/storage/serve-uploads.ts';
import { limitSocketsPerAddress } from './platform/sockets-per-address.ts';
import { trackConnections } from './shutdown.ts';
import settingsRoutes from './features/settings/settings.routes.ts';
import settingsPagesRoutes from './features/settings/settings.pages.ts';
import { settingsSubscribers } from './features/settings/settings.subscribers.ts';
import adminRoutes from './features/admin/admin.routes.ts';
import advertisementsRoutes from './features/advertisements/advertisements.routes.ts';
import staticPagesRoutes from './features/static-pages/static-pages.routes.ts';
import staticPageScriptSources from './features/static-pages/script-sources.ts';
import adminAssetsRoutes from './features/admin-assets/admin-assets.routes.ts';
import siteSettingsRoutes from './features/site/site-settings.routes.ts';
import { adminLogSubscribers } from './features/admin/admin-log.ts';
import { defineOperationsJobs } from './features/admin/operations.ts';
import adminUsersRoutes from './features/admin-users/admin-users.routes.ts';
import { adminUsersSubscribers } from './features/admin-users/admin-users.subscribers.ts';
import adminContentRoutes from './features/admin-content/admin-content.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    site: SiteContext;
    storage: Storage;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Made once the app exists: the development renderer mounts Vite's middleware on it. */
  renderer: (app: FastifyInstance) => Promise<PageRenderer>;
  serveBuiltAssets?: boolean;
  logger?: boolean;
  logStream?: LogStream;
  development?: boolean;
  storage?: Storage;
  /** Off in tests, which drive jobs and events themselves so that nothing depends on a timer. */
  background?: boolean;
  // Tests only from here on.
  rateLimits?: RateLimitOverrides;
  rateLimitNamespace?: string;
  onRoute?: (route: RouteOptions) => void;
  socketsPerAddress?: number;
  realtimeRedisKey?: string;
  pageCache?: Partial<PageCacheOptions>;
  outbound?: OutboundOptions;
}

const BODY_LIMIT = 1024 * 1024;
// A slow or silent client holds a socket for seconds, not forever: headers within 15 s (slowloris), the
// request within 60 s (a 50 MB upload over ~7 Mbit/s), keep-alive 5 s (below the usual proxy's 60 s,
// so the proxy never reuses a socket we are closing).
export const SERVER_TIMEOUTS = { connectionTimeout: 65_000, requestTimeout: 60_000, headersTimeout: 15_000, keepAliveTimeout: 5_000 } as const;
const EVENT_SWEEP_MS = 10_000;
/** Past the last moment a kept read can show what came before a write: a replica sample's age, an entry stored just after the write. */
const READ_YOUR_WRITES_MARGIN_MS = 2_000;
const VIEW_FLUSH_MS = 5_000;

export async function buildApp({ config, database, renderer, serveBuiltAssets = false, development = false, logger = true, logStream, storage = createStorage(config), background = true, rateLimits, rateLimitNamespace, onRoute, socketsPerAddress, realtimeRedisKey, pageCache = {}, outbound }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    connectionTimeout: SERVER_TIMEOUTS.connectionTimeout,
    requestTimeout: SERVER_TIMEOUTS.requestTimeout,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout,
    http: { headersTimeout: SERVER_TIMEOUTS.headersTimeout },
    routerOptions: { querystringParser: parseQueryString },
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
    schemaController: { compilersFactory: sharedSchemaCompilers },
  });
  if (onRoute) app.addHook('onRoute', onRoute);

  const pageRenderer = await renderer(app);
  const markup = markupStore();
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const site = createSiteContext(database.db, siteDefaults(config));
  app.decorate('site', site);
  app.decorate('storage', storage);
  app.decorate('connections', trackConnections(app.server));
  app.addHook('onClose', async () => storage.close?.());

  await app.register(securityHeaders, { config, development });
  // Right after the policy is made: the footer's and static pages' scripts widen it per page.
  await app.register(staticPageScriptSources);
  await app.register(cookie, { secret: config.sessionSecret });
  // Before the session: nothing reads the path, query or headers until they are clean text.
  await app.register(inputTextPlugin);
  await app.register(formbody);
  await app.register(sessionPlugin, { db: database.db, resolve: (request, token) => resolveMemberSession(database.db, request, token), secret: config.sessionSecret, secureCookies: config.secureCookies, defaultLanguage: async () => (await site.settings.get()).defaultLanguage });
  await app.register(csrfPlugin, { secret: config.sessionSecret, secureCookies: config.secureCookies });
  await app.register(flashPlugin);
  await app.register(inertiaPlugin, {
    renderer: pageRenderer,
    sharedProps: (request) => buildSharedProps(request, { db: database.db, site, appUrl: config.appUrl, authProviders: enabledProviders(config), gifSearch: config.gifApi !== null, readOnly: () => database.readOnly() }),
    // Shared like the guests' page data: with sharing off, every page is rendered whole.
    markup: () => (app.pageCache.sharing ? markup : undefined),
  });
  await app.register(errorsPlugin);
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(rateLimitsPlugin, { overrides: rateLimits, namespace: rateLimitNamespace });
  // Before the page cache, so a bearer request to a page is refused rather than served a guest's copy.
  await app.register(apiTokensPlugin, { db: database.db });
  await app.register(pageCachePlugin, pageCache);
  // After the page cache: each route's compression runs after the cache kept the plain answer, and a
  // cached answer is compressed on its way out like a fresh one. Brotli's quality 4 costs what gzip's
  // default does and saves more; the build's own files come compressed at the strongest setting.
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  app.pageCache.onDrop((tags) => {
    if (tags.includes(pageTags.site)) site.invalidate();
  });
  await app.register(idempotencyPlugin, { db: database.db });
  const serveSockets = config.roles.has('realtime');
  await app.register(realtimePlugin, { db: database.db, appUrl: config.appUrl, redisKey: realtimeRedisKey, serveSockets });
  await app.register(presencePlugin);
  if (serveSockets) limitSocketsPerAddress(app.server, app.realtime.io, config.trustProxy, socketsPerAddress);
  const worker = config.roles.has('worker');
  await app.register(jobsPlugin, { database, workers: background && worker });
  await app.register(eventsPlugin, { database, deliver: worker, sweepMs: background ? EVENT_SWEEP_MS : 0 });
  const replicas = config.replicaUrls.length > 0;
  const keptMs = Math.max(app.pageCache.ttlMs, replicas ? config.replicaMaxLagMs : 0);
  await app.register(recentWritesPlugin, { markMs: keptMs + READ_YOUR_WRITES_MARGIN_MS, secureCookies: config.secureCookies });
  await app.register(readRoutingPlugin, { database, replicas });
  if (!config.roles.has('web')) app.addHook('onRequest', answerOnlyProbes);
  defineMaintenance(app);
  await app.register(metricsPlugin, { token: config.metricsToken, database });
  await app.register(openApiPlugin);

  await app.register(serveUploads, { storage });
  if (serveBuiltAssets) {
    await app.register(fastifyStatic, {
      root: projectPath('dist/client'),
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      preCompressed: true,
      maxAge: '1h',
      // A file under assets/ is named by its content's hash: a new build makes new names.
      setHeaders: (reply, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) void reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  // Before the write routes: its hook gates new accounts' posts and comments.
  await app.register(antiSpamPlugin);
  // Before the page routes: its hook marks every page answer with whose it is, for the service worker.
  await app.register(webAppAccountMarker);
  await app.register(healthRoutes);
  await app.register(feedRoutes);
  await app.register(syndicationRoutes);
  await app.register(sitemapsRoutes);
  sitemapsSubscribers(app);
  await app.register(discoveryRoutes);
  await app.register(linkPreviewRoutes);
  await app.register(mediaRoutes);
  defineMediaJobs(app);
  await app.register(gifsRoutes, { outbound });
  await app.register(authRoutes, { config });
  await app.register(logoutRoutes);
  authSubscribers(app);
  await app.register(accountSafetyRoutes, { config });
  await app.register(oauthRoutes, { config });
  await app.register(postsRoutes, { outbound });
  await app.register(schedulingRoutes);
  defineSchedulingJobs(app, outbound);
  await app.register(previewsRoutes);
  await app.register(apiTokensRoutes);
  previewsSubscribers(app);
  await app.register(followsRoutes);
  await app.register(ignoresRoutes);
  await app.register(personalIconsRoutes);
  await app.register(viewCounter, { flushMs: background ? VIEW_FLUSH_MS : 0 });
  await app.register(viewsRoutes);
  viewsSubscribers(app);
  await app.register(bookmarksRoutes);
  await app.register(pollsRoutes);
  await app.register(bookmarkPagesRoutes);
  await app.register(seriesRoutes);
  await app.register(seriesPagesRoutes);
  seriesSubscribers(app);
  bookmarksSubscribers(app);
  pollsSubscribers(app);
  postsSubscribers(app);
  defineShareCardJobs(app);
  shareCardsSubscribers(app);
  await app.register(reactionsRoutes);
  reactionsSubscribers(app);
  defineRatingJobs(app);
  await app.register(commentsRoutes);
  commentsSubscribers(app);
  await app.register(chatsRoutes);
  await app.register(chatPagesRoutes);
  chatsSubscribers(app);
  await app.register(notificationsRoutes);
  notificationsSubscribers(app);
  await app.register(postPagesRoutes);
  await app.register(revisionsRoutes);
  revisionsSubscribers(app);
  await app.register(moderationRoutes);
  moderationSubscribers(app);
  await app.register(profilePicturesRoutes);
  await app.register(profilesRoutes);
  profilesSubscribers(app);
  await app.register(mailDeliveryRoutes);
  await app.register(pushRoutes, { outbound });
  await app.register(webAppRoutes, { serviceWorker: pageRenderer.serviceWorker });
  await app.register(settingsRoutes);
  await app.register(settingsPagesRoutes);
  settingsSubscribers(app);
  await app.register(communitiesRoutes);
  communitiesSubscribers(app);
  await app.register(webhooksRoutes, { outbound });
  webhooksSubscribers(app);
  defineWebhookJobs(app, outbound);
  await app.register(telegramRoutes, { outbound });
  telegramSubscribers(app);
  defineTelegramJobs(app, outbound);
  await app.register(importsRoutes);
  defineImportJobs(app, outbound);
  await app.register(adminRoutes);
  await app.register(adminAssetsRoutes);
  await app.register(siteSettingsRoutes);
  adminLogSubscribers(app);
  await app.register(advertisementsRoutes);
  await app.register(staticPagesRoutes);
  defineOperationsJobs(app);
  await app.register(adminUsersRoutes);
  adminUsersSubscribers(app);
  await app.register(adminContentRoutes);
  // Last: `/{owner}/{id}-{slug}` is the most general two-segment route.
  await app.register(postPageRoute);

  return app;
}
