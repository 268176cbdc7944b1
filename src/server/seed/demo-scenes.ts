// Drawn locally by sharp, so carousels and link cards look like photos without downloading anything;
// the same name always gives the same picture.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { uploadRef } from '../../shared/blocks/media.ts';
import type { ImageRef } from '../db/schema/subsites.ts';
import type { Storage } from '../platform/storage/index.ts';

const SKIES = [
  ['#8ec5fc', '#e0c3fc'], ['#ff9a8b', '#ffd6a5'], ['#2b5876', '#4e4376'], ['#a1c4fd', '#c2e9fb'],
  ['#f6d365', '#fda085'], ['#1e3c72', '#2a5298'], ['#cfd9df', '#e2ebf0'], ['#fbc2eb', '#a6c1ee'],
];
const HILLS = [
  ['#5d8a66', '#3f6b4c', '#284d35'], ['#7b6d8d', '#564a66', '#372f45'], ['#b08968', '#7f5539', '#4a2f1f'],
  ['#6c8ea4', '#476a80', '#2c4a5c'], ['#8aa37b', '#5f7d52', '#3b5533'],
];

/** A ridge across the picture: a polygon through points jittered by the hash bytes. */
function ridge(bytes: Buffer, offset: number, width: number, height: number, base: number, color: string): string {
  const steps = 6;
  const points = [`0,${height}`];
  for (let i = 0; i <= steps; i++) {
    const y = base + ((bytes[(offset + i) % bytes.length]! / 255) - 0.5) * height * 0.22;
    points.push(`${((width / steps) * i).toFixed(0)},${y.toFixed(0)}`);
  }
  points.push(`${width},${height}`);
  return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
}

function sceneSvg(name: string, width: number, height: number): string {
  const bytes = createHash('sha256').update(name).digest();
  const [top, bottom] = SKIES[bytes[0]! % SKIES.length]!;
  const hills = HILLS[bytes[1]! % HILLS.length]!;
  const sunX = (0.15 + (bytes[2]! / 255) * 0.7) * width;
  const sunY = (0.15 + (bytes[3]! / 255) * 0.25) * height;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(height * 0.09).toFixed(0)}" fill="#fff8e7" fill-opacity="0.85"/>
    ${hills.map((color, i) => ridge(bytes, 4 + i * 7, width, height, height * (0.5 + i * 0.14), color)).join('')}
  </svg>`;
}

export async function demoScene(storage: Storage, name: string, width = 1200, height = 800): Promise<ImageRef> {
  const key = `demo/posts/${name}.webp`;
  await storage.put(key, await sharp(Buffer.from(sceneSvg(name, width, height))).webp({ quality: 80 }).toBuffer(), { contentType: 'image/webp' });
  return { url: uploadRef(key), width, height };
}
