import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { formatDay } from '../../../shared/format/dates.ts';
import { serveCall } from '../../platform/calls.ts';
import { blockKeyword, changeSlug, describeBlog, renameBlog, setAccountSwitch, setDefaultFeed, setDefaultSorting, setGender, unblockKeyword, type DateText } from './settings.commands.ts';
import { searchBlockable } from './settings.queries.ts';

/** Settings are saved a few times a session; 30 a minute per member still stops a script. */
const SETTINGS = { max: 30, windowMs: 60_000 };
/** The block list's search runs as the member types. */
const SEARCH = { max: 60, windowMs: 60_000 };

export default async function settingsRoutes(app: FastifyInstance) {
  const config = app.limited('settings', SETTINGS);
  const searchConfig = app.limited('settings-search', SEARCH);

  const dateText = async (request: FastifyRequest): Promise<DateText> => {
    const { timeZone } = await app.site.settings.get();
    return (date) => formatDay(date, request.language, timeZone);
  };

  serveCall(app, calls.settings.name, { config }, async (request) => renameBlog(app.db, request.user.id, request.body.name, new Date(), await dateText(request)));

  serveCall(app, calls.settings.slug, { config }, async (request) => changeSlug(app.db, request.user.id, request.body.slug, new Date(), await dateText(request)));

  serveCall(app, calls.settings.description, { config }, async (request) => describeBlog(app.db, request.user.id, request.body.description));

  serveCall(app, calls.settings.gender, { config }, async (request) => setGender(app.db, request.user.id, request.body.gender));

  serveCall(app, calls.settings.onlineStatus, { config }, async (request) => setAccountSwitch(app.db, request.user.id, 'showOnline', request.body.status));

  serveCall(app, calls.settings.showPosts, { config }, async (request) => setAccountSwitch(app.db, request.user.id, 'showPosts', request.body.status));

  serveCall(app, calls.settings.defaultFeed, { config }, async (request) => setDefaultFeed(app.db, request.user.id, request.body.feed));

  serveCall(app, calls.settings.defaultSorting, { config }, async (request) => setDefaultSorting(app.db, request.user.id, request.body.value));

  serveCall(app, calls.settings.blockKeyword, { config }, async (request) => blockKeyword(app.db, request.user.id, request.body.keyword));

  serveCall(app, calls.settings.unblockKeyword, { config }, async (request, reply) => {
    await unblockKeyword(app.db, request.user.id, request.body.keyword);
    return reply.code(204).send();
  });

  serveCall(app, calls.settings.blockListSearch, { config: searchConfig }, async (request) => ({ data: await searchBlockable(app.db, request.user.id, request.query.search) }));
}
