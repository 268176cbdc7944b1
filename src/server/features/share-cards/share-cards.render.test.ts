import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderShareCard, shareCardSvg } from './share-cards.render.ts';

const card = (headline: string) => shareCardSvg({ headline, author: 'Анна Смирнова', siteName: 'Перо' });

const RUSSIAN_LETTERS = [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ'];

describe('a share card', () => {
  it('is a 1200×630 PNG', async () => {
    const png = await renderShareCard({ headline: 'Как мы перешли на PostgreSQL и что из этого вышло', author: 'Анна Смирнова', siteName: 'Перо' });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('draws every Russian letter as a glyph of its own, none left out or drawn as the missing-glyph box', async () => {
    const empty = await card('');
    const drawings = await Promise.all(RUSSIAN_LETTERS.map(card));
    expect(drawings.filter((svg) => svg === empty)).toEqual([]);
    // A font without the letters would draw each as the same box: every letter would give one picture.
    expect(new Set(drawings).size).toBe(RUSSIAN_LETTERS.length);
  });

  it('draws its text as paths, so no font is needed to show it', async () => {
    const svg = await card('Пельмени за 20 минут');
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).not.toContain('<text');
    expect(svg).toContain('<path');
  });

  it('leaves out what Inter cannot draw (emoji, other scripts) instead of drawing boxes', async () => {
    expect(await card('Запуск 🚀 ракеты 中文')).toBe(await card('Запуск ракеты'));
  });
});
