// robots.txt and the sitemaps for search engines: an index of files, each within the protocol's limits —
// the site's own pages, posts by the month they were published in (a month past the limit is cut in
// parts), tags, blogs and communities. Each file is read when asked for, a file's worth of rows at most.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { tagPath } from '../../../shared/blocks/hashtags.ts';
import { postPath, subsiteUrl } from '../../../shared/slugs.ts';
import { NotFound } from '../../platform/errors.ts';
import { SITEMAP_LIMITS, sitemapIndex, urlSet, type SitemapEntry } from './sitemap-xml.ts';
import { monthEntry, monthPosts, monthsWithPosts, staticPageList, subsitesPart, subsiteTotal, tagsPart, tagTotal, type SubsiteKind } from './sitemaps.queries.ts';

/** Search engines read these at their own pace; an hour's delay costs nothing. */
const MAX_AGE = 'public, max-age=3600';

/** The site's own lists, always worth a visit. */
const SITE_PAGES = ['/', '/popular', '/new', '/editorial', '/discovery/topics'];

/** Private areas and endless query spaces: no crawler needs them, and their pages say noindex anyway. */
const DISALLOWED = ['/settings', '/bookmarks', '/m', '/my', '/my-topics', '/admin-panel', '/moderation', '/logout', '/discovery?', '/*/drafts', '/*/settings', '/*/notifications'];

const FILE = /^(?:(pages)|posts-(\d{4}-(?:0[1-9]|1[0-2]))(?:-(\d+))?|(tags|blogs|communities)-(\d+))\.xml$/;

const URLS_PER_FILE = SITEMAP_LIMITS.urls;

export default async function sitemapsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const url = (path: string) => app.config.appUrl + path;
  const parts = (total: number) => Math.ceil(total / URLS_PER_FILE);
  const xml = (reply: FastifyReply, body: string) => reply.type('application/xml; charset=utf-8').header('cache-control', MAX_AGE).send(body);

  app.get('/robots.txt', async (_request, reply) => {
    const lines = ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${url('/sitemap.xml')}`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', MAX_AGE).send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const [months, tags, blogs, communities] = await Promise.all([monthsWithPosts(app.db), tagTotal(app.db), subsiteTotal(app.db, 'blogs'), subsiteTotal(app.db, 'communities')]);
    const files: SitemapEntry[] = [{ loc: url('/sitemaps/pages.xml') }];
    for (const { month, posts, lastmod } of months) {
      for (let part = 1; part <= parts(posts); part++) files.push({ loc: url(`/sitemaps/posts-${monthName(month)}${part > 1 ? `-${part}` : ''}.xml`), lastmod });
    }
    const numbered = (name: string, total: number) => Array.from({ length: parts(total) }, (_, index) => ({ loc: url(`/sitemaps/${name}-${index + 1}.xml`) }));
    files.push(...numbered('tags', tags), ...numbered('blogs', blogs), ...numbered('communities', communities));
    return xml(reply, sitemapIndex(files));
  });

  api.get('/sitemaps/:file', { schema: { params: Type.Object({ file: Type.String({ maxLength: 40 }) }) } }, async (request, reply) => {
    const match = FILE.exec(request.params.file);
    if (!match) throw new NotFound();
    const [, pages, month, monthPart, list, listPart] = match;
    if (pages) return xml(reply, urlSet(await sitePages()));
    if (month) return xml(reply, urlSet(await postsOf(`${month}-01`, Number(monthPart ?? 1))));
    return xml(reply, urlSet(await listed(list as 'tags' | SubsiteKind, Number(listPart))));
  });

  async function sitePages(): Promise<SitemapEntry[]> {
    const statics = await staticPageList(app.db);
    return [...SITE_PAGES.map((path) => ({ loc: url(path) })), ...statics.map((page) => ({ loc: url(`/pages/${encodeURIComponent(page.slug)}`), lastmod: page.updatedAt }))];
  }

  /** A part past the month's count (or a month with no posts) is not a file. */
  async function postsOf(month: string, part: number): Promise<SitemapEntry[]> {
    const entry = await monthEntry(app.db, month);
    if (!entry || part < 1 || part > parts(entry.posts)) throw new NotFound();
    const rows = await monthPosts(app.db, month, { part, limit: URLS_PER_FILE });
    return rows.map((row) => ({ loc: url(postPath(row.ownerSlug, row.id, row.slug)), lastmod: row.updatedAt }));
  }

  async function listed(list: 'tags' | SubsiteKind, part: number): Promise<SitemapEntry[]> {
    const total = list === 'tags' ? await tagTotal(app.db) : await subsiteTotal(app.db, list);
    if (part < 1 || part > parts(total)) throw new NotFound();
    const file = { part, limit: URLS_PER_FILE };
    if (list === 'tags') return (await tagsPart(app.db, file)).map((tag) => ({ loc: url(tagPath(tag)) }));
    return (await subsitesPart(app.db, list, file)).map((slug) => ({ loc: url(subsiteUrl(slug)) }));
  }
}

/** `2026-11-01` → `2026-11`. */
function monthName(month: string): string {
  return month.slice(0, 7);
}
