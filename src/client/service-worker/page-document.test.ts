import { describe, expect, it } from 'vitest';
import { buildSSRBody, type Page } from '@inertiajs/core';
import { documentWith, pageObjectIn, pageTitle, type PageObject } from './page-document.ts';

const offlinePage: PageObject = { component: 'Offline', url: '/offline', props: { meta: { title: 'Нет соединения — Перо' } as never } };
const post: PageObject = {
  component: 'Post',
  url: '/anna/12-offline',
  props: { meta: { title: 'Цены $& скидки </script> — Перо' } as never, post: { title: 'Цены $& скидки </script>' } as never },
};

/** The offline page's document as the server writes it: Inertia's body after the head (plugins/inertia.ts). */
function shellDocument(page: PageObject): string {
  const body = buildSSRBody('app', page as unknown as Page, '<main>Нет соединения</main>').replace('<script data-page=', '<script nonce="abc" data-page=');
  return `<!doctype html>\n<html lang="ru" class="dark">\n  <head>\n    <title>${page.props.meta!.title}</title>\n  </head>\n  <body>\n    ${body}\n  </body>\n</html>`;
}

describe('the documents the service worker answers offline', () => {
  const shell = shellDocument(offlinePage);

  it('reads the page object Inertia wrote into the document', () => {
    expect(pageObjectIn(shell)).toEqual(offlinePage);
    expect(pageObjectIn('<html><body>no page here</body></html>')).toBeNull();
  });

  it('shows a kept page in the shell: its page object and title, rendered afresh, marked as a saved copy', () => {
    const document = documentWith(shell, post);
    expect(pageObjectIn(document)).toEqual(post);
    expect(document).toContain('<html data-saved-copy lang="ru" class="dark">');
    expect(document).toContain('<title>Цены $&amp; скидки &lt;/script&gt; — Перо</title>');
    // The kept text cannot end the script early, and the nonce stays on the tag.
    expect(document.match(/<\/script>/g)).toHaveLength(1);
    expect(document).toContain('<script nonce="abc" data-page="app" type="application/json">');
    expect(document).not.toContain('data-server-rendered');
    expect(document).toContain('<div id="app"><main>Нет соединения</main></div>');
  });

  it('lists a kept post by its title, or by its page title when it has none', () => {
    expect(pageTitle(post)).toBe('Цены $& скидки </script>');
    expect(pageTitle({ ...post, props: { ...post.props, post: { title: '' } as never } })).toBe('Цены $& скидки </script> — Перо');
  });
});
