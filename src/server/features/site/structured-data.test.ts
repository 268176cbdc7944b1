import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { createCommunity, inertiaHeaders, publishPost } from '../../../../tests/support/posts.ts';
import { saveSiteSetting } from './site-settings.ts';

let app: FastifyInstance;
let author: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  author = await createUser(app, { name: 'Анна Смирнова', description: 'Пишу о базах данных.', avatar: { url: '/uploads/demo/anna-avatar.webp', width: 256, height: 256 } });
});
afterAll(() => app.close());

async function jsonLdOf(url: string): Promise<Record<string, unknown> | undefined> {
  const res = await app.inject({ url, headers: inertiaHeaders });
  expect(res.statusCode, url).toBe(200);
  return res.json().props.meta.jsonLd;
}

describe('JSON-LD for search engines', () => {
  it('describes the site as a searchable WebSite on the home page and the feeds, not on other pages', async () => {
    const website = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Перо',
      url: `${app.config.appUrl}/`,
      publisher: { '@type': 'Organization', name: 'Перо', logo: `${app.config.appUrl}/logo.svg` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${app.config.appUrl}/discovery?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    };
    for (const url of ['/', '/new', '/popular/week']) expect(await jsonLdOf(url), url).toMatchObject(website);
    expect(await jsonLdOf('/discovery/topics')).toBeUndefined();

    // The template is the search page.
    const search = new URL(website.potentialAction.target.urlTemplate.replace('{search_term_string}', encodeURIComponent('базы данных')));
    const found = (await app.inject({ url: search.pathname + search.search, headers: inertiaHeaders })).json();
    expect(found).toMatchObject({ component: 'Discovery/Search', props: { q: 'базы данных' } });
  });

  it('describes a post as an Article by its author, with its dates and the site as publisher', async () => {
    const post = await publishPost(app, author.id, { title: 'Как мы перешли на PostgreSQL' });
    expect(await jsonLdOf(post.url)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Как мы перешли на PostgreSQL',
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      author: { '@type': 'Person', name: 'Анна Смирнова', url: `${app.config.appUrl}/${author.slug}` },
      publisher: { '@type': 'Organization', name: 'Перо', url: `${app.config.appUrl}/`, logo: `${app.config.appUrl}/logo.svg` },
    });
  });

  it("describes a post in one of the site's news communities as a NewsArticle", async () => {
    const news = await createCommunity(app, { creatorId: author.id, name: 'Новости' });
    await saveSiteSetting(app.db, 'newsCommunities', [news.id]);
    app.site.settings.invalidate();
    const post = await publishPost(app, author.id, { title: 'Открылась новая линия метро', category_id: news.id });
    expect(await jsonLdOf(post.url)).toMatchObject({ '@type': 'NewsArticle', author: { '@type': 'Person', name: 'Анна Смирнова' } });
  });

  it("describes a member's blog as the profile of a Person", async () => {
    expect(await jsonLdOf(`/${author.slug}`)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: 'Анна Смирнова',
        alternateName: `@${author.slug}`,
        url: `${app.config.appUrl}/${author.slug}`,
        description: 'Пишу о базах данных.',
        image: `${app.config.mediaBase}/demo/anna-avatar.webp`,
      },
    });
  });

  it('describes a community as the profile of an Organization', async () => {
    const community = await createCommunity(app, { creatorId: author.id, name: 'Технологии' });
    const jsonLd = await jsonLdOf(`/${community.slug}`);
    expect(jsonLd).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Organization', name: 'Технологии', url: `${app.config.appUrl}/${community.slug}` },
    });
    expect(jsonLd!.mainEntity).not.toHaveProperty('description');
  });
});
