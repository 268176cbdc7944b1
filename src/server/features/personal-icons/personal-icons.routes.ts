/**
 * The personal icons' catalogue and pictures, and a member's own choice. Pictures are drawn
 * once from the Fluent Emoji package into SVG and served with a long cache and a CSP that
 * lets an SVG run nothing.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import { isPersonalIconId, PERSONAL_ICONS, personalIcon, type PersonalIconId } from '../../../shared/dto/personal-icon.ts';
import { serveCall } from '../../platform/calls.ts';
import { NotFound } from '../../platform/errors.ts';
import { setOwnIcon } from './personal-icons.commands.ts';

/** A member picks an icon a few times at most; 30 a minute leaves room for trying them out. */
const ICONS = { max: 30, windowMs: 60_000 };

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

  serveCall(app, calls.personalIcons.list, async () => ({ data: PERSONAL_ICONS.map(personalIcon) }));

  serveCall(app, calls.personalIcons.choose, { config }, async (request) => setOwnIcon(app.db, request.user!.id, { personalIconId: request.body.icon_id }));

  serveCall(app, calls.personalIcons.status, { config }, async (request) => setOwnIcon(app.db, request.user!.id, { personalIconEnabled: request.body.status }));

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
