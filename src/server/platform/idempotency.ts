/**
 * Idempotency-Key for routes with `config: { idempotent: true }`: docs/adr/0019-idempotency-keys.md.
 * Not covered: a process dying between the handler's commit and the keeping of its answer leaves a
 * pending claim, and a retry after PENDING_TAKEN_OVER runs the request again.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../../shared/api/call.ts';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { DomainError, Invalid } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
}

const KEPT = '24 hours';
/** Twice the server's request timeout: a claim this old belongs to no running request. */
const PENDING_TAKEN_OVER = '2 minutes';
const RETRY_AFTER_SECONDS = 1;

interface Claim {
  userId: number;
  scope: string;
  key: string;
}

function fingerprintOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

const keyOf = (claim: Claim) => and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));

export async function deleteExpiredIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - ${KEPT}::interval`);
}

export default fp<{ db: Db }>(
  async (app, { db }) => {
    const claims = new WeakMap<FastifyRequest, Claim>();

    async function claimOrReplay(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      if (!request.routeOptions.config.idempotent || !request.user) return;
      const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      if (key === undefined) return;
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw Invalid.field(IDEMPOTENCY_HEADER, 'idempotency.invalidKey');
      const claim: Claim = { userId: request.user.id, scope: `${request.method} ${request.routeOptions.url}`, key };
      const fingerprint = fingerprintOf(request.body);
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ ...claim, fingerprint, status: 'pending' })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.scope, idempotencyKeys.key],
          set: { fingerprint, createdAt: sql`now()` },
          setWhere: sql`${idempotencyKeys.status} = 'pending' and ${idempotencyKeys.createdAt} < now() - ${PENDING_TAKEN_OVER}::interval`,
        })
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) {
        claims.set(request, claim);
        return;
      }
      const [kept] = await db.select().from(idempotencyKeys).where(keyOf(claim));
      if (kept && kept.fingerprint !== fingerprint) throw Invalid.field(IDEMPOTENCY_HEADER, 'idempotency.mismatch');
      // Still running, or dropped (failed) between our two statements: either way, try again shortly.
      if (kept?.status !== 'done') throw new DomainError('conflict', 'idempotency.inProgress', {}, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      reply.code(kept.responseStatus!).header('Idempotent-Replayed', 'true');
      if (kept.responseBody) reply.type('application/json; charset=utf-8');
      return reply.send(kept.responseBody || undefined);
    }

    app.addHook('preHandler', async (request, reply) => {
      const replayed = await claimOrReplay(request, reply);
      if (replayed) return replayed;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = claims.get(request);
      if (!claim) return payload;
      claims.delete(request);
      const keepable = reply.statusCode >= 200 && reply.statusCode < 300 && (typeof payload === 'string' || payload == null);
      try {
        if (keepable) {
          await db
            .update(idempotencyKeys)
            .set({ status: 'done', responseStatus: reply.statusCode, responseBody: (payload as string | null) ?? '' })
            .where(keyOf(claim));
        } else {
          await db.delete(idempotencyKeys).where(and(keyOf(claim), eq(idempotencyKeys.status, 'pending')));
        }
      } catch (error) {
        // The work is done and its answer stands; only a retry's replay is lost.
        request.log.error({ err: error }, 'could not keep the answer of an idempotent request');
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['session'] },
);
