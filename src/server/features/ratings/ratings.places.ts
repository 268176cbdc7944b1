// Ratings move with each like (reactions.commands.ts); places rank every subsite, too costly to move per like, and a
// reader does not need them to the second. `old_rating_place` is the place before the last move, so a rank-change arrow
// stays until the place changes again rather than vanishing at the next run.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export async function recomputeRatingPlaces(db: Db): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with ranked as (
          select s.id, case when s.rating > 0 and s.deleted_at is null
                   then row_number() over (partition by s.type, s.rating > 0 and s.deleted_at is null order by s.rating desc, s.id) end as place
          from subsites s
        )
        update subsites set old_rating_place = subsites.rating_place, rating_place = ranked.place
        from ranked
        where ranked.id = subsites.id and subsites.rating_place is distinct from ranked.place
        returning subsites.id`,
  );
  return rows.length;
}

export function defineRatingJobs(app: FastifyInstance): void {
  const minutes = app.config.ratingPlacesMinutes;
  const cron = minutes === 60 ? '0 * * * *' : `*/${minutes} * * * *`;
  app.jobs.define('ratings.places', { cron, retryLimit: 1, pollSeconds: 30 }, async () => {
    const moved = await recomputeRatingPlaces(app.db);
    if (moved > 0) app.log.info({ moved }, 'rating places recomputed');
  });
}
