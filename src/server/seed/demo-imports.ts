/**
 * Павел, the super admin, tried Юлия's old WordPress blog in a dry run before moving it: the control panel's «Импорт»
 * lists the report (posts to create, one author found by e-mail, one to be created, pictures to copy). The real
 * import is left for whoever explores the demo; a dry run writes nothing, and fetches nothing.
 */
import type { Db } from '../db/client.ts';
import type { PasswordHashing } from '../lib/passwords.ts';
import type { Storage } from '../platform/storage/index.ts';
import { createImport, runImport } from '../features/imports/index.ts';

const SITE = 'https://yulia-travels.example';

function post(id: number, title: string, date: string, creator: string, html: string, status = 'publish'): string {
  return `<item><title>${title}</title><link>${SITE}/?p=${id}</link><dc:creator><![CDATA[${creator}]]></dc:creator>
<content:encoded><![CDATA[${html}]]></content:encoded><wp:post_id>${id}</wp:post_id><wp:post_date_gmt>${date}</wp:post_date_gmt>
<wp:status>${status}</wp:status><wp:post_type>post</wp:post_type><category domain="category" nicename="travel"><![CDATA[Путешествия]]></category></item>`;
}

const EXPORT = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Юля в дороге</title><link>${SITE}</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>${SITE}</wp:base_site_url><wp:base_blog_url>${SITE}</wp:base_blog_url>
<wp:author><wp:author_login>yulia</wp:author_login><wp:author_email>yulia@demo.pero.local</wp:author_email><wp:author_display_name><![CDATA[Юлия Васильева]]></wp:author_display_name></wp:author>
<wp:author><wp:author_login>kostya</wp:author_login><wp:author_email>kostya@yulia-travels.example</wp:author_email><wp:author_display_name><![CDATA[Костя Фотограф]]></wp:author_display_name></wp:author>
${post(11, 'Неделя на Байкале', '2023-02-14 07:30:00', 'yulia', '<p>Лёд толщиной в метр и <strong>прозрачный</strong>, как стекло.</p><figure><img src="/wp-content/uploads/2023/02/baikal.jpg"/><figcaption>Утро у Листвянки</figcaption></figure>')}
${post(12, 'Как снимать на морозе', '2023-03-02 09:00:00', 'kostya', '<p>Батареи садятся за полчаса. Держите запасные во внутреннем кармане.</p><ul><li>Чехол</li><li>Перчатки с откидными пальцами</li></ul><img src="/wp-content/uploads/2023/03/camera.jpg"/>')}
${post(13, 'Маршрут по Алтаю', '2023-07-20 06:00:00', 'yulia', '<h2>День первый</h2><p>Из Горно-Алтайска по Чуйскому тракту.</p>')}
${post(14, 'Черновик про Камчатку', '2023-09-01 10:00:00', 'yulia', '<p>Дописать после поездки.</p>', 'draft')}
<item><title>Обо мне</title><wp:post_id>2</wp:post_id><wp:status>publish</wp:status><wp:post_type>page</wp:post_type><content:encoded><![CDATA[<p>Пишу о дорогах.</p>]]></content:encoded></item>
</channel></rss>`;

export async function seedDemoImports(db: Db, storage: Storage, passwordHashing: PasswordHashing, adminId: number): Promise<void> {
  const id = await createImport({ db, storage }, adminId, { kind: 'wxr', file: { bytes: Buffer.from(EXPORT), name: 'yulia-travels.WordPress.2024-05-01.xml' }, url: null, authors: 'create', community: null, dryRun: true });
  await runImport({ db, storage, dataDir: '', ownMediaBases: [], passwordHashing }, id);
}
