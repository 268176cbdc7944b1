/** Sources for import tests: a WordPress export and feeds made here, and the multipart form the panel sends. */
import { randomBytes } from 'node:crypto';

const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

export interface WxrAuthor {
  login: string;
  email: string;
  name: string;
}

export interface WxrOptions {
  /** The site's address: what identifies the source across runs. */
  site: string;
  /** Published posts and the one draft among them (the last); a private post and a page come on top. */
  posts: number;
  /** Pictures are `${pictures}/pic-<n>.png` (ten of them, shared by the posts) and `${pictures}/cover.png`. */
  pictures: string;
  authors: WxrAuthor[];
  /** Post n's title; "Пост номер n" unless given. */
  title?: (n: number) => string;
  /** Post n's publication time as the export writes it; wxrDate unless given. */
  date?: (n: number) => string;
}

/** The original publication time of post `n`, as the export writes it (GMT, no zone). */
export const wxrDate = (n: number) => `2019-03-${String((n % 28) + 1).padStart(2, '0')} 10:${String(n % 60).padStart(2, '0')}:00`;

function item(fields: Record<string, string>, extra = ''): string {
  return `<item>${Object.entries(fields)
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join('')}${extra}</item>`;
}

export function wxr({ site, posts, pictures, authors, title = (n) => `Пост номер ${n}`, date = wxrDate }: WxrOptions): string {
  const items: string[] = [
    item({ title: 'cover.png', 'wp:post_id': '9000', 'wp:post_type': 'attachment', 'wp:status': 'inherit', 'wp:attachment_url': `${pictures}/cover.png` }),
  ];
  for (let n = 1; n <= posts; n++) {
    const author = authors[n % authors.length]!;
    const content = `<!-- wp:paragraph --><p>Текст поста ${n} с <strong>жирным</strong> словом.</p><!-- /wp:paragraph -->
<!-- wp:image --><figure class="wp-block-image"><img src="${pictures}/pic-${n % 10}.png" alt=""/><figcaption>Подпись ${n}</figcaption></figure><!-- /wp:image -->
<script>alert(${n})</script>`;
    const featured = n === 1 ? '<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>9000</wp:meta_value></wp:postmeta>' : '';
    items.push(
      item(
        {
          title: title(n),
          link: `${site}/post-${n}/`,
          'dc:creator': cdata(author.login),
          'content:encoded': cdata(content),
          'excerpt:encoded': cdata(n === 1 ? 'Короткое описание' : ''),
          'wp:post_id': String(n),
          'wp:post_date_gmt': date(n),
          'wp:status': n === posts ? 'draft' : 'publish',
          'wp:post_type': 'post',
        },
        `<category domain="category" nicename="travel">${cdata('Путешествия')}</category><category domain="post_tag" nicename="web">${cdata('Web design')}</category>${featured}`,
      ),
    );
  }
  items.push(item({ title: 'Private', 'wp:post_id': '9001', 'wp:post_type': 'post', 'wp:status': 'private', 'content:encoded': cdata('<p>secret</p>') }));
  items.push(item({ title: 'About', 'wp:post_id': '9002', 'wp:post_type': 'page', 'wp:status': 'publish', 'content:encoded': cdata('<p>page</p>') }));
  const authorXml = authors
    .map((a) => `<wp:author><wp:author_login>${cdata(a.login)}</wp:author_login><wp:author_email>${cdata(a.email)}</wp:author_email><wp:author_display_name>${cdata(a.name)}</wp:author_display_name></wp:author>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Old blog</title><link>${site}</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>${site}</wp:base_site_url><wp:base_blog_url>${site}</wp:base_blog_url>
${authorXml}
${items.join('\n')}
</channel></rss>`;
}

export function rss(site: string, pictures: string): string {
  return `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Feed</title><link>${site}</link>
<item><title>Первая запись</title><link>${site}/1</link><guid>${site}/1</guid><pubDate>Tue, 05 Mar 2019 08:00:00 GMT</pubDate><dc:creator>Вера</dc:creator><description>&lt;p&gt;Из &lt;em&gt;ленты&lt;/em&gt;&lt;/p&gt;</description><enclosure url="${pictures}/cover.png" type="image/png" length="1"/><category>Новости</category></item>
<item><title>Вторая запись</title><link>${site}/2</link><guid>${site}/2</guid><pubDate>Wed, 06 Mar 2019 08:00:00 GMT</pubDate><content:encoded>${cdata('<p>Полный текст</p>')}</content:encoded></item>
</channel></rss>`;
}

export function atom(site: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Atom</title><id>urn:uuid:${randomBytes(8).toString('hex')}</id><link href="${site}/"/><author><name>Lev</name></author>
<entry><title>Atom entry</title><id>${site}/entry-1</id><link href="${site}/entry-1"/><published>2018-07-01T12:00:00Z</published><updated>2018-07-02T12:00:00Z</updated><content type="html">&lt;h2&gt;Part&lt;/h2&gt;&lt;p&gt;Atom text&lt;/p&gt;</content><category term="Science"/></entry>
</feed>`;
}

/** The panel's form: fields, then the file if any. */
export function importForm(fields: Record<string, string>, file?: { name: string; data: Buffer | string }) {
  const boundary = `pero${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/xml\r\n\r\n`));
    parts.push(Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
