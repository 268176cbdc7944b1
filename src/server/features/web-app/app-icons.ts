/**
 * The installed app's icons, drawn from the site's mark (public/favicon.svg) on first request and
 * kept in memory: nothing binary in the repository to keep in step with the mark.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { APP_ICONS_PREFIX, APPLE_TOUCH_ICON_PATH } from '../../../shared/web-app.ts';
import { projectPath } from '../../lib/paths.ts';

export interface AppIcon {
  path: string;
  size: number;
  /**
   * A full-bleed icon is a square the platform crops (Android's maskable shapes, iOS's rounded
   * corners): the mark sits inside the safe zone on its own background colour, edge to edge.
   */
  fullBleed: boolean;
}

/** What browsers ask a manifest for (192 and 512, and a maskable one), and the touch icon iOS looks for. */
export const APP_ICONS = {
  any192: { path: `${APP_ICONS_PREFIX}icon-192.png`, size: 192, fullBleed: false },
  any512: { path: `${APP_ICONS_PREFIX}icon-512.png`, size: 512, fullBleed: false },
  maskable512: { path: `${APP_ICONS_PREFIX}maskable-512.png`, size: 512, fullBleed: true },
  appleTouch: { path: APPLE_TOUCH_ICON_PATH, size: 180, fullBleed: true },
} satisfies Record<string, AppIcon>;

const MARK = projectPath('public/favicon.svg');
/** A maskable icon's safe zone is the centred circle of 80 % of its side; the mark's square fits it at 70 %. */
const MARK_SHARE_OF_FULL_BLEED = 0.7;
/** An SVG is drawn at 72 dpi per its own units unless told otherwise. */
const SVG_DPI = 72;

async function drawMark(svg: Buffer, size: number) {
  const { width = size } = await sharp(svg).metadata();
  // Drawn at the size it is shown, never scaled up from a small bitmap.
  return sharp(svg, { density: (SVG_DPI * size) / width }).resize(size, size);
}

/** The mark's own background: the middle of its left edge, inside its rounded square. */
async function backgroundOf(svg: Buffer) {
  const { data, info } = await sharp(svg).raw().toBuffer({ resolveWithObject: true });
  const at = Math.floor(info.height / 2) * info.width * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

async function draw({ size, fullBleed }: AppIcon): Promise<Buffer> {
  const svg = await readFile(MARK);
  if (!fullBleed) return (await drawMark(svg, size)).png().toBuffer();
  const mark = Math.round(size * MARK_SHARE_OF_FULL_BLEED);
  const before = Math.floor((size - mark) / 2);
  const after = size - mark - before;
  const background = await backgroundOf(svg);
  return (await drawMark(svg, mark))
    .flatten({ background })
    .extend({ top: before, bottom: after, left: before, right: after, background })
    .png()
    .toBuffer();
}

const drawn = new Map<string, Promise<Buffer>>();

export function appIconByPath(path: string): AppIcon | undefined {
  return Object.values(APP_ICONS).find((icon) => icon.path === path);
}

export function appIconPng(icon: AppIcon): Promise<Buffer> {
  let png = drawn.get(icon.path);
  if (!png) {
    png = draw(icon);
    drawn.set(icon.path, png);
  }
  return png;
}
