import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Eye, LoaderCircle } from './icons.ts';

describe('icons', () => {
  it("draws lucide's drawing at 24 px, hidden from screen readers as decoration", () => {
    const svg = renderToStaticMarkup(createElement(Eye, { className: 'h-4 w-4' }));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"/);
    expect(svg).toContain('aria-hidden="true" class="h-4 w-4"><path d="M2.062 12.348');
  });

  it('reads out an icon given a label, at the size asked for', () => {
    const svg = renderToStaticMarkup(createElement(LoaderCircle, { size: 16, role: 'img', 'aria-label': 'Загрузка' }));
    expect(svg).toContain('width="16" height="16"');
    expect(svg).toContain('aria-label="Загрузка"');
    expect(svg).not.toContain('aria-hidden');
  });
});
