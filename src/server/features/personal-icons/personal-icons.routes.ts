// Built-in pictures are served with a long cache and a CSP that lets an SVG run nothing.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import { isPersonalIconId, PERSONAL_ICONS, type PersonalIconId } from '../../../shared/dto/personal-icon.ts';
import { serveCall } from '../../platform/calls.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { setOwnIcon } from './personal-icons.commands.ts';
import { isOfferedIcon, offeredIcons } from './personal-icons.queries.ts';

/** A member picks an icon a few times at most; 30 a minute leaves room for trying them out. */
const ICONS = { max: 30, windowMs: 60_000 };
const CATALOGUE_TTL_MS = 60_000;

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

async function drawIcons(): Promise<Map<PersonalIconId, string>> {
  const file = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');
  const set = JSON.parse(await readFile(file, 'utf8')) as IconSet;
  return new Map(
    PERSONAL_ICONS.map((id) => {
      const icon = set.icons[id]!;
      const [width, height] = [icon.width ?? set.width ?? 32, icon.height ?? set.height ?? 32];
      return [id, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${icon.body}</svg>`];
    }),
  );
}

export default async function personalIconsRoutes(app: FastifyInstance) {
  let pictures: Promise<Map<PersonalIconId, string>> | null = null;
  const config = app.limited('personal-icons', ICONS);
  const catalogue = app.site.cached(CATALOGUE_TTL_MS, () => offeredIcons(app.db));

  serveCall(app, calls.personalIcons.list, async () => ({ data: await catalogue.get() }));

  serveCall(app, calls.personalIcons.choose, { config }, async (request) => {
    const id = request.body.icon_id;
    if (id !== null && !(await isOfferedIcon(app.db, id))) throw Invalid.field('icon_id', 'validation.invalid');
    return setOwnIcon(app.db, request.user.id, { personalIconId: id });
  });

  serveCall(app, calls.personalIcons.status, { config }, async (request) => setOwnIcon(app.db, request.user.id, { personalIconEnabled: request.body.status }));

  app.get('/personal-icons/:file', { schema: { params: Type.Object({ file: Type.String({ maxLength: 64 }) }) } }, async (request, reply) => {
    const id = (request.params as { file: string }).file.replace(/\.svg$/, '');
    if (!isPersonalIconId(id)) throw new NotFound();
    pictures ??= drawIcons();
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=604800, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send((await pictures).get(id));
  });
}
