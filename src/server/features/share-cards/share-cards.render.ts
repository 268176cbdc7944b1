// The picture a shared post shows when it has none of its own: 1200×630, the size networks show large.
// satori lays the tree out and draws its text as paths, so the SVG needs no font to be read; sharp
// encodes the PNG on its own threads. The colours are the site's light theme (client/styles.css).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { CSSProperties, ReactElement } from 'react';
import satori from 'satori';
import sharp from 'sharp';

const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;

export interface ShareCardContent {
  headline: string;
  author: string;
  siteName: string;
}

const COLOURS = { surface: '#ffffff', text: '#1a1a1a', muted: '#636a76', accent: '#2a5fe6' } as const;

/** Inter's subsets for the letters of Russian, the other Cyrillic and Latin languages, and Greek. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek'] as const;
const WEIGHTS = [500, 700] as const;

interface Fonts {
  faces: Array<{ name: string; data: Buffer; weight: (typeof WEIGHTS)[number]; style: 'normal' }>;
  /** Whether some face has the character: what none has would be drawn as a "no glyph" box. */
  covers(char: string): boolean;
}

const packageFile = createRequire(import.meta.url).resolve;

/** "U+0400-045F,U+2116" → [[0x400, 0x45f], [0x2116, 0x2116]] */
function codeRanges(unicodeRange: string): Array<[number, number]> {
  return unicodeRange.split(',').map((range) => {
    const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)];
  });
}

async function loadFonts(): Promise<Fonts> {
  const unicode = JSON.parse(await readFile(packageFile('@fontsource/inter/unicode.json'), 'utf8')) as Record<string, string>;
  const ranges = SUBSETS.flatMap((subset) => codeRanges(unicode[subset]!));
  const faces = await Promise.all(
    SUBSETS.flatMap((subset) =>
      WEIGHTS.map(async (weight) => ({
        // satori falls back from one family to another for a missing letter, never within a family: a family per subset.
        name: `Inter ${subset}`,
        data: await readFile(packageFile(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
  return {
    faces,
    covers: (char) => {
      const code = char.codePointAt(0)!;
      return ranges.some(([from, to]) => code >= from && code <= to);
    },
  };
}

let fonts: Promise<Fonts> | undefined;

/** Emoji and scripts Inter lacks are left out rather than drawn as boxes; so are invisible format characters. */
function drawableText(text: string, { covers }: Pick<Fonts, 'covers'>): string {
  return [...text]
    .filter((char) => covers(char) && !/\p{Cf}/u.test(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function box(style: CSSProperties, children: ReactElement[] | string = []): ReactElement {
  return { type: 'div', props: { style, children }, key: null };
}

/** Short headlines are set large; long ones smaller, and past four lines cut with an ellipsis. */
function headlineSize(headline: string): number {
  if (headline.length <= 40) return 80;
  if (headline.length <= 90) return 64;
  return 54;
}

function layout({ headline, author, siteName }: ShareCardContent): ReactElement {
  const initial = [...siteName][0]?.toUpperCase() ?? '';
  return box(
    { boxSizing: 'border-box', width: '100%', height: '100%', position: 'relative', display: 'flex', flexDirection: 'column', padding: '64px 80px 76px', background: COLOURS.surface, color: COLOURS.text, fontFamily: `Inter ${SUBSETS[0]}` },
    [
      box({ display: 'flex', alignItems: 'center' }, [
        box({ display: 'flex', flexShrink: 0, alignItems: 'center', justifyContent: 'center', width: 60, height: 60, borderRadius: 16, background: COLOURS.accent, color: COLOURS.surface, fontSize: 34, fontWeight: 700 }, initial),
        box({ display: 'block', flexShrink: 1, minWidth: 0, marginLeft: 20, fontSize: 34, fontWeight: 700, lineClamp: 1 }, siteName),
      ]),
      box({ display: 'flex', flexGrow: 1, alignItems: 'center' }, [
        box({ display: 'block', fontSize: headlineSize(headline), fontWeight: 700, lineHeight: 1.16, letterSpacing: '-0.01em', lineClamp: 4 }, headline),
      ]),
      box({ display: 'block', fontSize: 32, fontWeight: 500, color: COLOURS.muted, lineClamp: 1 }, author),
      box({ position: 'absolute', left: 0, bottom: 0, width: CARD_WIDTH, height: 14, background: COLOURS.accent }),
    ],
  );
}

export async function shareCardSvg(content: ShareCardContent): Promise<string> {
  fonts ??= loadFonts();
  const loaded = await fonts;
  const drawable = { headline: drawableText(content.headline, loaded), author: drawableText(content.author, loaded), siteName: drawableText(content.siteName, loaded) };
  return satori(layout(drawable), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: loaded.faces });
}

export async function renderShareCard(content: ShareCardContent): Promise<Buffer> {
  return sharp(Buffer.from(await shareCardSvg(content))).png().toBuffer();
}
