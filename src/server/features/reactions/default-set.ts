// Fluent Emoji (MIT; see README), taken from the npm package into the site's storage like any upload, so nothing is
// downloaded while running and the panel can replace them.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { uploadRef } from '../../../shared/blocks/media.ts';
import type { Db } from '../../db/client.ts';
import { reactionSet } from '../../db/schema/index.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { forgetReactionSet } from './reaction-set.ts';

/** Fluent Emoji pictures in picker order, each with the name the control panel shows. */
export const DEFAULT_REACTIONS = [
  ['red-heart', 'Сердце'],
  ['fire', 'Огонь'],
  ['face-with-tears-of-joy', 'Смех до слёз'],
  ['smiling-face-with-heart-eyes', 'Влюблённость'],
  ['clapping-hands', 'Аплодисменты'],
  ['thinking-face', 'Задумался'],
  ['astonished-face', 'Удивление'],
  ['exploding-head', 'Взрыв мозга'],
  ['crying-face', 'Грусть'],
  ['pouting-face', 'Злость'],
  ['eyes', 'Глаза'],
  ['pile-of-poo', 'Какашка'],
] as const;

/** Pictures are shown at 20–28 px; 96 px covers three-times-dense screens. */
const SIZE = 96;

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

async function fluentEmoji(): Promise<IconSet> {
  const file = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');
  return JSON.parse(await readFile(file, 'utf8')) as IconSet;
}

async function renderPicture(set: IconSet, name: string): Promise<Buffer> {
  const icon = set.icons[name];
  if (!icon) throw new Error(`Fluent Emoji has no picture named ${name}`);
  const [width, height] = [icon.width ?? set.width ?? 32, icon.height ?? set.height ?? 32];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${SIZE}" height="${SIZE}">${icon.body}</svg>`;
  return sharp(Buffer.from(svg)).webp({ lossless: true }).toBuffer();
}

export async function installDefaultReactions(db: Db, storage: Storage): Promise<boolean> {
  if ((await db.select({ id: reactionSet.id }).from(reactionSet).limit(1)).length > 0) return false;
  const icons = await fluentEmoji();
  const rows = [];
  for (const [position, [emoji, name]] of DEFAULT_REACTIONS.entries()) {
    const key = `reactions/${emoji}.webp`;
    await storage.put(key, await renderPicture(icons, emoji), { contentType: 'image/webp' });
    rows.push({ name, image: uploadRef(key), position });
  }
  await db.insert(reactionSet).values(rows);
  forgetReactionSet(db);
  return true;
}
