import { describe, expect, it } from 'vitest';
import { assetTags, type Manifest } from './asset-tags.ts';

const ENTRY = 'src/client/entry-client.tsx';
const manifest: Manifest = {
  [ENTRY]: { file: 'assets/entry.js', css: ['assets/entry.css'], imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_icons.js': { file: 'assets/icons.js', imports: ['_runtime.js'] },
  '_PostTitle.js': { file: 'assets/PostTitle.js', imports: ['_icons.js', ENTRY] },
  'src/client/pages/Post.tsx': { file: 'assets/Post.js', imports: ['_PostTitle.js', '_icons.js', ENTRY] },
  'src/client/pages/Admin/Users.tsx': { file: 'assets/Users.js', css: ['assets/Users.css'], imports: [ENTRY] },
  'src/shared/i18n/ru.ts': { file: 'assets/ru.js' },
  'src/shared/i18n/en.ts': { file: 'assets/en.js' },
  'src/shared/i18n/ru-admin.ts': { file: 'assets/ru-admin.js' },
};
const tags = assetTags(manifest, ENTRY);
const preloads = (html: string) => [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);

describe('the document’s asset tags', () => {
  it('name the page’s chunks and its reader’s texts ahead, each once, after the entry’s', () => {
    const html = tags('n0nce', { component: 'Post', language: 'ru' });
    expect(preloads(html)).toEqual(['/assets/runtime.js', '/assets/Post.js', '/assets/PostTitle.js', '/assets/icons.js', '/assets/ru.js']);
    expect(html).toMatch(/^<link rel="stylesheet" href="\/assets\/entry.css">/);
    expect(html).toMatch(/<script type="module" nonce="n0nce" src="\/assets\/entry.js"><\/script>$/);
  });

  it('bring an area’s texts and a page’s styles with the area’s pages, in the reader’s language', () => {
    const html = tags('n0nce', { component: 'Admin/Users', language: 'ru' });
    expect(preloads(html)).toEqual(['/assets/runtime.js', '/assets/Users.js', '/assets/ru.js', '/assets/ru-admin.js']);
    expect(html).toContain('<link rel="stylesheet" href="/assets/Users.css">');
    expect(preloads(tags('n0nce', { component: 'Post', language: 'en' }))).toContain('/assets/en.js');
  });

  it('carry each answer’s own nonce', () => {
    expect(tags('first', { component: 'Post', language: 'ru' })).toContain('nonce="first"');
    expect(tags('second', { component: 'Post', language: 'ru' })).toContain('nonce="second"');
  });
});
