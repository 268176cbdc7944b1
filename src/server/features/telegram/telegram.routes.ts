import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { TELEGRAM_LIMITS } from '../../../shared/dto/telegram.ts';
import type { OutboundOptions } from '../../lib/safe-fetch.ts';
import { Invalid, TooLarge } from '../../platform/errors.ts';
import { serveCall } from '../../platform/calls.ts';
import { SIGN_IN_PATH } from '../feeds/index.ts';
import { botApi } from './telegram.bot-api.ts';
import { authorizeSubsite, linkChannel, switchLink, unlinkChannel } from './telegram.commands.ts';
import { ImportTooLarge, startImport } from './telegram.import.ts';
import { telegramState } from './telegram.queries.ts';

/** Per member: settings are edited by hand, and each link asks Telegram three questions. */
const WRITES = { max: 20, windowMs: 60_000 };
/** An import unpacks up to 100 MB and writes up to 2,000 posts. */
const IMPORTS = { max: 3, windowMs: 60 * 60_000 };

export interface TelegramRoutesOptions {
  /** Tests only: see safe-fetch.ts. */
  outbound?: OutboundOptions;
}

export default async function telegramRoutes(app: FastifyInstance, { outbound = {} }: TelegramRoutesOptions) {
  // Encapsulated here: only the import parses multipart bodies, with the archive's limit as ceiling.
  await app.register(multipart, { limits: { fileSize: TELEGRAM_LIMITS.importBytes + 1, files: 1, fields: 2, parts: 3 } });
  const { config } = app;
  const deps = { db: app.db, api: botApi(config.telegramApiUrl, outbound), sessionSecret: config.sessionSecret };
  const writes = { config: app.limited('telegramWrites', WRITES) };

  app.get('/settings/telegram', async (request, reply) => {
    if (!request.user) return reply.redirect(SIGN_IN_PATH);
    const telegram = await telegramState(app.db, request.user.id);
    return reply.page('User/Settings/Telegram', { blog_id: request.user.id, telegram }, { meta: { title: request.t('telegram.title'), noindex: true } });
  });

  serveCall(app, calls.telegram.state, async (request) => {
    await authorizeSubsite(app.db, request.user, request.params.id);
    return telegramState(app.db, request.params.id);
  });

  serveCall(app, calls.telegram.link, writes, async (request) => {
    await linkChannel(deps, request.user, request.params.id, request.body);
    return telegramState(app.db, request.params.id);
  });

  serveCall(app, calls.telegram.update, writes, async (request) => {
    await switchLink(app.db, request.user, request.params.id, request.body.enabled);
    return telegramState(app.db, request.params.id);
  });

  serveCall(app, calls.telegram.unlink, writes, async (request, reply) => {
    await unlinkChannel(app.db, request.user, request.params.id);
    return reply.code(204).send();
  });

  serveCall(app, calls.telegram.importExport, { config: app.limited('telegramImports', IMPORTS) }, async (request) => {
    const part = request.isMultipart() ? await request.file({ limits: { fileSize: TELEGRAM_LIMITS.importBytes + 1 } }).catch(() => undefined) : undefined;
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw Invalid.field('file', 'telegram.errors.importFile');
    }
    const publishField = part.fields.publish;
    const publish = !Array.isArray(publishField) && publishField?.type === 'field' && publishField.value === '1';
    try {
      const row = await startImport(app.db, config.dataDir, request.user, request.params.id, { stream: part.file, publish });
      await app.jobs.send('telegram.import', { importId: row.id }, { key: String(row.id) });
    } catch (error) {
      if (error instanceof ImportTooLarge || (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLarge('telegram.errors.importTooBig');
      throw error;
    }
    return telegramState(app.db, request.params.id);
  });
}
