// Anyone but whoever the page's can_edit names (profiles.policy.ts) gets 403; a missing subsite, 404.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import { serveCall } from '../../platform/calls.ts';
import { MEDIA_LIMITS, type Received, receiveImage } from '../media/index.ts';
import { managerRoleOf } from '../communities/index.ts';
import { canEditSubsite } from './profiles.policy.ts';
import { presentCover } from './profiles.presenter.ts';
import { moveCover, removeCover, replaceAvatar, replaceCover } from './profiles.commands.ts';
import { liveSubsite } from './profiles.queries.ts';

/** Per user: a few tries at the right picture and position, not a script's stream. */
const PICTURES = { max: 30, windowMs: 5 * 60_000 };

export default async function profilePicturesRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MEDIA_LIMITS.imageBytes + 1, files: 1, fields: 5, parts: 6 } });
  const limited = { config: app.limited('profilePictures', PICTURES) };

  async function editable(user: AuthUser, id: number) {
    const row = await liveSubsite(app.db, id);
    if (!row) throw new NotFound();
    const role = row.type === 'community' ? await managerRoleOf(app.db, row.id, user.id) : null;
    if (!canEditSubsite(user, row, role)) throw new Forbidden();
    return row;
  }

  const image = async (request: FastifyRequest): Promise<Received> => (await receiveImage(request, app.config.dataDir)).received;

  serveCall(app, calls.profiles.avatar, limited, async (request) => {
    const row = await editable(request.user, request.params.id);
    return { avatar: await replaceAvatar(app.db, app.storage, row.id, request.user.id, await image(request)) };
  });

  serveCall(app, calls.profiles.cover, limited, async (request) => {
    const row = await editable(request.user, request.params.id);
    return { header: presentCover(await replaceCover(app.db, app.storage, row.id, request.user.id, await image(request))) };
  });

  serveCall(app, calls.profiles.coverPosition, limited, async (request) => {
    const row = await editable(request.user, request.params.id);
    const moved = await moveCover(app.db, app.storage, row.id, request.user.id, request.body.coverY);
    if (!moved) throw new NotFound();
    return { header: presentCover(moved) };
  });

  serveCall(app, calls.profiles.removeCover, limited, async (request) => {
    const row = await editable(request.user, request.params.id);
    await removeCover(app.db, app.storage, row.id, request.user.id);
    return { header: null };
  });
}
