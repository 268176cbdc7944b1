import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { multipart, png } from '../../../../tests/support/media.ts';
import { inertiaHeaders, publishPost } from '../../../../tests/support/posts.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { eq } from 'drizzle-orm';
import { adminLog, complaints, users } from '../../db/schema/index.ts';
import { MEDIA_LIMITS } from '../media/index.ts';
import { installDefaultReactions } from '../reactions/index.ts';

let app: FastifyInstance;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  app = await buildTestApp({ pageCache: { maxEntries: 0 } });
  await installDefaultReactions(app.db, app.storage);
  [admin, member] = await Promise.all([createUser(app, { role: 'super_admin' }), createUser(app)]);
});
afterAll(() => app.close());

async function call(method: 'GET' | 'POST', url: string, userId: number, payload?: object) {
  return app.inject({ method, url, headers: { accept: 'application/json', ...(await sessionHeaders(app, userId)) }, ...(payload ? { payload } : {}) });
}

async function upload(url: string, file: Buffer, filename = 'Праздник.png', contentType = 'image/png') {
  const body = multipart('file', filename, contentType, file);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...(await sessionHeaders(app, admin.id)), accept: 'application/json', 'content-type': body.contentType } });
}

/** What a change made in the panel shows once its event has run (caches emptied everywhere). */
async function afterChange<T>(read: () => Promise<T>): Promise<T> {
  await settle(app);
  return read();
}

const pickerSet = async () => (await app.inject({ url: '/reactions' })).json() as Array<{ id: number; image_url: string }>;
const reactTo = (userId: number, postId: number, reactionId: number) => call('POST', '/reaction', userId, { reactionable: 'post', id: postId, reaction_id: reactionId });

describe('the control panel screen', () => {
  it('shows the reactions, icons and reasons, disabled ones included', async () => {
    const res = await app.inject({ url: '/admin-panel/assets', headers: { ...inertiaHeaders, ...(await sessionHeaders(app, admin.id)) } });
    expect(res.statusCode).toBe(200);
    const { component, props } = res.json();
    expect(component).toBe('Admin/Assets');
    expect(props.reactions).toHaveLength(12);
    expect(props.reactions[0]).toEqual({ id: expect.any(Number), name: 'Сердце', image_url: `${app.config.mediaBase}/reactions/red-heart.webp`, enabled: true });
    expect(props.icons[0]).toEqual({ id: 'rocket', name: 'Ракета', path: '/personal-icons/rocket.svg', enabled: true });
    expect(props.reasons[0]).toEqual({ id: expect.any(Number), name: 'Спам или реклама', name_en: 'Spam or advertising', enabled: true });
  });
});

describe('reactions', () => {
  it('takes an uploaded picture, re-encoded and small, that members can react with at once', async () => {
    const res = await upload('/admin-panel/assets/reactions', await png(400, 300));
    expect(res.statusCode).toBe(200);
    const added = res.json().data.at(-1);
    expect(added).toMatchObject({ name: 'Праздник', enabled: true });
    expect(added.image_url).toMatch(new RegExp(`^${app.config.mediaBase}/reactions/[\\w-]+\\.webp$`));
    const stored = await app.inject({ url: added.image_url.replace(app.config.mediaBase, '/uploads') });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 96, height: 96 });

    const picker = await afterChange(pickerSet);
    expect(picker.at(-1)).toEqual({ id: added.id, image_url: added.image_url });

    const post = await publishPost(app, admin.id);
    const reacted = await reactTo(member.id, post.id, added.id);
    expect(reacted.statusCode).toBe(200);
    expect(reacted.json()).toMatchObject({ reaction: { reaction_id: added.id }, reactions: [{ reaction_id: added.id, count: 1, reaction: { image_url: added.image_url } }] });

    const [line] = await afterChange(() => app.db.select().from(adminLog));
    expect(line).toMatchObject({ actorId: admin.id, action: 'assets.reaction.added', subjectId: added.id, subject: 'Праздник' });
  });

  it('refuses what is not an image (422) and what is too large (413)', async () => {
    expect((await upload('/admin-panel/assets/reactions', Buffer.from('not a picture'), 'a.txt', 'text/plain')).statusCode).toBe(422);
    const big = Buffer.concat([await png(16, 16), Buffer.alloc(MEDIA_LIMITS.imageBytes)]);
    expect((await upload('/admin-panel/assets/reactions', big)).statusCode).toBe(413);
  });

  it('renames, reorders and disables: a disabled picture leaves the picker and cannot be given, one already given stays', async () => {
    const list = (await app.inject({ url: '/admin-panel/assets', headers: { ...inertiaHeaders, ...(await sessionHeaders(app, admin.id)) } })).json().props.reactions as Array<{ id: number }>;
    const [first, second] = list;

    const renamed = await call('POST', `/admin-panel/assets/reactions/${first!.id}`, admin.id, { name: '  Любовь ' });
    expect(renamed.json().data[0]).toMatchObject({ id: first!.id, name: 'Любовь' });
    expect((await call('POST', `/admin-panel/assets/reactions/${first!.id}`, admin.id, { name: '   ' })).statusCode).toBe(422);
    expect((await call('POST', `/admin-panel/assets/reactions/${first!.id}`, admin.id, {})).statusCode).toBe(422);
    expect((await call('POST', '/admin-panel/assets/reactions/2000000000', admin.id, { enabled: false })).statusCode).toBe(404);

    const reordered = [second!.id, first!.id, ...list.slice(2).map((item) => item.id)];
    const ordered = await call('POST', '/admin-panel/assets/reactions/order', admin.id, { ids: reordered });
    expect(ordered.json().data.map((item: { id: number }) => item.id)).toEqual(reordered);
    expect((await afterChange(pickerSet)).map((item) => item.id)).toEqual(reordered);
    // Every picture, each once: a partial or repeated order is refused.
    expect((await call('POST', '/admin-panel/assets/reactions/order', admin.id, { ids: reordered.slice(1) })).statusCode).toBe(422);
    expect((await call('POST', '/admin-panel/assets/reactions/order', admin.id, { ids: [...reordered.slice(1), reordered[1]] })).statusCode).toBe(422);

    const post = await publishPost(app, admin.id);
    expect((await reactTo(member.id, post.id, first!.id)).statusCode).toBe(200);
    await call('POST', `/admin-panel/assets/reactions/${first!.id}`, admin.id, { enabled: false });
    expect((await afterChange(pickerSet)).map((item) => item.id)).not.toContain(first!.id);

    const other = await createUser(app);
    const refused = await reactTo(other.id, post.id, first!.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('reaction_id');
    const shown = await app.inject({ url: post.url, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, other.id)) } });
    expect(shown.json().props.post.reactions).toEqual([expect.objectContaining({ reaction_id: first!.id, count: 1 })]);
    // The member who gave it may still take it back.
    expect((await reactTo(member.id, post.id, first!.id)).json()).toMatchObject({ reaction: null, reaction_count: 0 });

    await call('POST', `/admin-panel/assets/reactions/${first!.id}`, admin.id, { enabled: true });
    expect((await afterChange(() => reactTo(other.id, post.id, first!.id))).statusCode).toBe(200);
  });
});

describe('personal icons', () => {
  it('takes an uploaded icon that members can choose and show; a disabled one leaves the catalogue and stays with who has it', async () => {
    const res = await upload('/admin-panel/assets/icons', await png(64, 64), 'sun.png');
    expect(res.statusCode).toBe(200);
    const added = res.json().data.at(-1);
    expect(added).toEqual({ id: expect.stringMatching(/^u-[0-9a-f]+$/), name: 'sun', path: `/uploads/personal-icons/${added.id}.webp`, enabled: true });
    expect((await app.inject({ url: added.path })).headers['content-type']).toContain('image/webp');

    const catalogue = await afterChange(async () => (await app.inject({ url: '/personal-icons' })).json().data);
    expect(catalogue.at(-1)).toEqual({ id: added.id, path: added.path });
    const chosen = await call('POST', '/personal-icon', member.id, { icon_id: added.id });
    expect(chosen.json()).toEqual({ personal_icon: { id: added.id, path: added.path }, personal_icon_enabled: true });
    const settings = await app.inject({ url: '/settings/profile', headers: { ...inertiaHeaders, ...(await sessionHeaders(app, member.id)) } });
    expect(JSON.stringify(settings.json().props)).toContain(added.path);

    await call('POST', `/admin-panel/assets/icons/${added.id}`, admin.id, { enabled: false, name: 'Солнце' });
    const after = await afterChange(async () => (await app.inject({ url: '/personal-icons' })).json().data);
    expect(after.map((icon: { id: string }) => icon.id)).not.toContain(added.id);
    expect((await call('POST', '/personal-icon', (await createUser(app)).id, { icon_id: added.id })).statusCode).toBe(422);
    const post = await publishPost(app, member.id);
    const card = await app.inject({ url: post.url, headers: inertiaHeaders });
    expect(card.json().props.post.user.personal_icon).toEqual({ id: added.id, path: added.path });

    const ids = (await call('POST', `/admin-panel/assets/icons/${added.id}`, admin.id, { enabled: true })).json().data.map((icon: { id: string }) => icon.id);
    const moved = await call('POST', '/admin-panel/assets/icons/order', admin.id, { ids: [added.id, ...ids.filter((id: string) => id !== added.id)] });
    expect(moved.json().data[0]).toMatchObject({ id: added.id, name: 'Солнце' });
    expect((await afterChange(async () => (await app.inject({ url: '/personal-icons' })).json().data))[0].id).toBe(added.id);
    expect((await call('POST', '/personal-icon', member.id, { icon_id: 'no-such-icon' })).statusCode).toBe(422);
  });
});

describe('report reasons', () => {
  const reasons = async (reader = member) => (await call('GET', '/complaint/reasons', reader.id)).json() as Array<{ id: number; name: string }>;

  it('creates, renames, reorders and disables reasons, and reports keep the ones they cite', async () => {
    const created = await call('POST', '/admin-panel/assets/reasons', admin.id, { name: 'Накрутка', name_en: 'Vote manipulation' });
    expect(created.statusCode).toBe(200);
    const reason = created.json().data.at(-1);
    expect(reason).toEqual({ id: expect.any(Number), name: 'Накрутка', name_en: 'Vote manipulation', enabled: true });
    expect((await reasons()).at(-1)).toEqual({ id: reason.id, name: 'Накрутка' });
    expect((await call('POST', '/admin-panel/assets/reasons', admin.id, { name: 'Без английского' })).statusCode).toBe(422);

    await call('POST', `/admin-panel/assets/reasons/${reason.id}`, admin.id, { name: 'Накрутка рейтинга', name_en: 'Rating manipulation' });
    expect((await reasons()).at(-1)).toEqual({ id: reason.id, name: 'Накрутка рейтинга' });
    const english = await createUser(app);
    await app.db.update(users).set({ language: 'en' }).where(eq(users.id, english.id));
    expect((await reasons(english)).at(-1)).toEqual({ id: reason.id, name: 'Rating manipulation' });

    const all = created.json().data.map((item: { id: number }) => item.id);
    const order = [reason.id, ...all.filter((id: number) => id !== reason.id)];
    await call('POST', '/admin-panel/assets/reasons/order', admin.id, { ids: order });
    expect((await reasons()).map((item) => item.id)).toEqual(order);

    const post = await publishPost(app, admin.id);
    expect((await call('POST', '/complaint', member.id, { reason_id: reason.id, model_id: post.id, model_type: 'post' })).statusCode).toBe(200);
    await call('POST', `/admin-panel/assets/reasons/${reason.id}`, admin.id, { enabled: false });
    expect((await reasons()).map((item) => item.id)).not.toContain(reason.id);
    const other = await createUser(app);
    expect((await call('POST', '/complaint', other.id, { reason_id: reason.id, model_id: post.id, model_type: 'post' })).statusCode).toBe(422);
    expect((await app.db.select({ reasonId: complaints.reasonId }).from(complaints)).map((row) => row.reasonId)).toContain(reason.id);
  });
});
