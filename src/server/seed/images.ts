// Drawn locally (no downloads, no fonts) from a hash of the name, so each blog gets its own stable look.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { uploadRef } from '../../shared/blocks/media.ts';
import type { ImageRef } from '../db/schema/subsites.ts';
import type { Storage } from '../platform/storage/index.ts';

const PALETTES = [
  ['#ff6b6b', '#ffd93d'], ['#4d96ff', '#6bcb77'], ['#845ec2', '#ff9671'], ['#00c9a7', '#4d8076'],
  ['#f9a826', '#e84a5f'], ['#2c73d2', '#0081cf'], ['#ff8066', '#c34a36'], ['#9b89b3', '#fbeaff'],
  ['#3fc1c9', '#364f6b'], ['#fc5185', '#f5f5f5'],
];

function seedBytes(name: string): Buffer {
  return createHash('sha256').update(name).digest();
}

function shapes(bytes: Buffer, width: number, height: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = (bytes[i * 3]! / 255) * width;
    const y = (bytes[i * 3 + 1]! / 255) * height;
    const r = ((bytes[i * 3 + 2]! / 255) * 0.35 + 0.1) * Math.min(width, height);
    out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="#fff" fill-opacity="${(0.12 + (bytes[i]! % 5) * 0.05).toFixed(2)}"/>`;
  }
  return out;
}

function svg(name: string, width: number, height: number): string {
  const bytes = seedBytes(name);
  const [from, to] = PALETTES[bytes[31]! % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes(bytes, width, height, 5)}</svg>`;
}

export interface DemoPictureFile {
  path: string;
  size: number;
  width: number;
  height: number;
}

export async function demoPictureFile(storage: Storage, file: string, name: string, width: number, height: number): Promise<DemoPictureFile> {
  const path = `demo/${file}`;
  const data = await sharp(Buffer.from(svg(name, width, height))).webp({ quality: 82 }).toBuffer();
  await storage.put(path, data, { contentType: 'image/webp' });
  return { path, size: data.length, width, height };
}

async function render(storage: Storage, file: string, name: string, width: number, height: number): Promise<ImageRef> {
  const { path } = await demoPictureFile(storage, file, name, width, height);
  return { url: uploadRef(path), width, height };
}

export function demoAvatar(storage: Storage, slug: string): Promise<ImageRef> {
  return render(storage, `${slug}-avatar.webp`, slug, 256, 256);
}

export function demoCover(storage: Storage, slug: string): Promise<ImageRef> {
  return render(storage, `${slug}-cover.webp`, `${slug}-cover`, 1200, 300);
}
