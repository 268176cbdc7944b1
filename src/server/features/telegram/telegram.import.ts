// Importing a channel from Telegram Desktop's export: the .zip waits under DATA_DIR/tmp for its job, which reads
// result.json, makes a post of each importable message (its photos through the media upload path: sniffed, decoded and
// re-encoded by sharp) and maps the message to the post, so importing the same export again creates nothing.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { strFromU8, unzipSync, type Unzipped } from 'fflate';
import { inTransaction, type Db } from '../../db/client.ts';
import { subsites, telegramImports, telegramLinks, telegramMessages } from '../../db/schema/index.ts';
import { accountOf } from '../../kernel/sessions.ts';
import type { Viewer } from '../../kernel/viewer.ts';
import { Invalid } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage/index.ts';
import type { Block } from '../../../shared/blocks/index.ts';
import { TELEGRAM_LIMITS } from '../../../shared/dto/telegram.ts';
import type { MessageCode } from '../../../shared/i18n/messages.ts';
import { createMedia, MEDIA_LIMITS, presentMedia, receiveBuffer } from '../media/index.ts';
import { savePost, type SaveContext } from '../posts/index.ts';
import { authorizeSubsite } from './telegram.commands.ts';
import { exportChatId, importable, paragraphsOf, splitTitle, type ChannelExport, type ImportableMessage } from './telegram.export.ts';

export type ImportRow = typeof telegramImports.$inferSelect;

export class ImportTooLarge extends Error {}

/** Photos are unpacked a few messages at a time, so a large export never sits in memory unpacked whole. */
const BATCH = 25;
const IMAGES = new Set(['image' as const]);

async function keepUpload(stream: Readable, dataDir: string): Promise<string> {
  const dir = path.join(dataDir, 'tmp');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `telegram-import-${randomBytes(12).toString('hex')}.zip`);
  const out = (await open(file, 'wx')).createWriteStream();
  let size = 0;
  try {
    await pipeline(
      stream,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > TELEGRAM_LIMITS.importBytes) throw new ImportTooLarge();
          yield chunk;
        }
      },
      out,
    );
  } catch (error) {
    if (!out.closed) await new Promise((done) => out.once('close', done));
    await rm(file, { force: true });
    throw error;
  }
  return file;
}

/** Keeps the upload and queues its import, unless the blog or community has none linked or one is still running. */
export async function startImport(db: Db, dataDir: string, viewer: NonNullable<Viewer>, subsiteId: number, upload: { stream: Readable; publish: boolean }): Promise<ImportRow> {
  await authorizeSubsite(db, viewer, subsiteId);
  const [link] = await db.select({ subsiteId: telegramLinks.subsiteId }).from(telegramLinks).where(eq(telegramLinks.subsiteId, subsiteId)).limit(1);
  if (!link) {
    upload.stream.resume();
    throw Invalid.field('file', 'telegram.errors.notLinked');
  }
  const file = await keepUpload(upload.stream, dataDir);
  try {
    return await inTransaction(db, async (tx) => {
      // Two uploads at once would both see no import running.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('telegram-import'), ${subsiteId})`);
      const [running] = await tx
        .select({ id: telegramImports.id })
        .from(telegramImports)
        // An import its process died under never finishes: after an hour it no longer holds the next one back.
        .where(and(eq(telegramImports.subsiteId, subsiteId), inArray(telegramImports.status, ['queued', 'running']), sql`${telegramImports.createdAt} > now() - interval '1 hour'`))
        .limit(1);
      if (running) throw Invalid.field('file', 'telegram.errors.importRunning');
      const [row] = await tx.insert(telegramImports).values({ subsiteId, userId: viewer.id, file, publish: upload.publish }).returning();
      return row!;
    });
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

class Broken extends Error {
  constructor(readonly code: MessageCode) {
    super(code);
  }
}

/** result.json, found wherever the zipped folder put it; the folder it is in holds the photos. */
function readExport(zip: Uint8Array): { data: ChannelExport; folder: string } {
  let name: string | null = null;
  let unzipped: Unzipped;
  try {
    unzipped = unzipSync(zip, {
      filter: (file) => {
        const isResult = path.posix.basename(file.name) === 'result.json' && (name === null || file.name.length < name.length);
        if (isResult && file.originalSize > TELEGRAM_LIMITS.importJsonBytes) throw new Broken('telegram.errors.importBroken');
        if (isResult) name = file.name;
        return isResult;
      },
    });
  } catch {
    throw new Broken('telegram.errors.importBroken');
  }
  const found = name === null ? undefined : unzipped[name];
  if (!found) throw new Broken('telegram.errors.importBroken');
  let data: ChannelExport;
  try {
    data = JSON.parse(strFromU8(found));
  } catch {
    throw new Broken('telegram.errors.importBroken');
  }
  if (!data || !Array.isArray(data.messages) || exportChatId(data) === null) throw new Broken('telegram.errors.importBroken');
  return { data, folder: path.posix.dirname(name!) === '.' ? '' : `${path.posix.dirname(name!)}/` };
}

export interface ImportDeps {
  db: Db;
  storage: Storage;
  dataDir: string;
  mediaBase: string;
  saving: SaveContext;
}

function blocksOf(message: ImportableMessage, photoUrl: string | null, size: { width: number | null; height: number | null }): Block[] {
  const { title, body } = splitTitle(message.entities, photoUrl !== null);
  const id = (n: number) => `tg${message.id}b${n}`.slice(0, 32);
  const blocks: Block[] = [];
  if (title) blocks.push({ id: id(0), type: 'header', data: { text: title.slice(0, 300), level: 2 }, tunes: {} });
  if (photoUrl) {
    const caption = { width: size.width, height: size.height, is_image: true, resource_type: 'image' as const, format: 'webp', duration: null, thumb: null, has_audio: false };
    blocks.push({ id: id(1), type: 'carousel', data: { items: [{ url: photoUrl, caption }] }, tunes: {} });
  }
  paragraphsOf(body)
    .slice(0, 150)
    .forEach((text, index) => blocks.push({ id: id(index + 2), type: 'paragraph', data: { text: text.slice(0, 10_000) }, tunes: {} }));
  return blocks;
}

async function progress(db: Db, id: number, values: Partial<ImportRow>): Promise<void> {
  await db.update(telegramImports).set(values).where(eq(telegramImports.id, id));
}

export async function runImport(deps: ImportDeps, importId: number, log: (err: unknown, messageId: number) => void): Promise<void> {
  const { db } = deps;
  const [job] = await db.select().from(telegramImports).where(eq(telegramImports.id, importId)).limit(1);
  if (!job || job.status !== 'queued') return;
  try {
    await progress(db, importId, { status: 'running' });
    const [owner] = await db.select({ type: subsites.type }).from(subsites).where(eq(subsites.id, job.subsiteId)).limit(1);
    const author = await accountOf(db, job.userId);
    if (!owner || !author) throw new Broken('telegram.errors.notLinked');
    const zip = new Uint8Array(await readFile(job.file));
    const { data, folder } = readExport(zip);
    const chatId = exportChatId(data)!;
    const messages = data.messages!.slice(0, TELEGRAM_LIMITS.importMessages);
    const candidates = messages.map(importable).filter((message) => message !== null);
    const ignored = messages.length - candidates.length;
    const known = new Set<number>();
    for (let start = 0; start < candidates.length; start += 1000) {
      const ids = candidates.slice(start, start + 1000).map((message) => message.id);
      const rows = await db.select({ id: telegramMessages.messageId }).from(telegramMessages).where(and(eq(telegramMessages.chatId, chatId), inArray(telegramMessages.messageId, ids)));
      for (const row of rows) known.add(row.id);
    }
    const fresh = candidates.filter((message) => !known.has(message.id));
    const counts = { total: candidates.length, processed: known.size, created: 0, skipped: known.size, ignored };
    await progress(db, importId, counts);

    for (let start = 0; start < fresh.length; start += BATCH) {
      const batch = fresh.slice(start, start + BATCH);
      const wanted = new Set(batch.flatMap((message) => (message.photo ? [`${folder}${message.photo}`] : [])));
      const photos = wanted.size === 0 ? {} : unzipSync(zip, { filter: (file) => wanted.has(file.name) && file.originalSize <= MEDIA_LIMITS.imageBytes });
      for (const message of batch) {
        try {
          let url: string | null = null;
          let size = { width: null as number | null, height: null as number | null };
          const photo = message.photo ? photos[`${folder}${message.photo}`] : undefined;
          if (photo) {
            const media = await createMedia(db, deps.storage, author.id, await receiveBuffer(Buffer.from(photo), deps.dataDir, IMAGES));
            url = presentMedia(media, deps.mediaBase).data.url;
            size = { width: media.width, height: media.height };
          }
          const blocks = blocksOf(message, url, size);
          if (blocks.every((block) => block.type === 'header')) throw new Error('nothing but a title');
          // The mapping commits with the post: the sync its publication queues finds it imported and sends nothing back.
          await inTransaction(db, async (tx) => {
            const saved = await savePost({ ...deps.saving, db: tx }, author, { blocks, category_id: owner.type === 'community' ? job.subsiteId : null, is_publish: job.publish }, { publishedAt: message.date });
            await tx.insert(telegramMessages).values({ chatId, messageId: message.id, postId: saved.id, imported: true });
          });
          counts.created++;
        } catch (error) {
          log(error, message.id);
          counts.ignored++;
        }
        counts.processed++;
      }
      await progress(db, importId, counts);
    }
    await progress(db, importId, { ...counts, status: 'done', finishedAt: new Date() });
  } catch (error) {
    if (!(error instanceof Broken)) log(error, 0);
    await progress(db, importId, { status: 'failed', error: error instanceof Broken ? error.code : 'telegram.errors.importBroken', finishedAt: new Date() });
  } finally {
    await rm(job.file, { force: true });
  }
}
