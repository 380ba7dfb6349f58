import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { badRequest, conflict } from './errors.js';

/** How long a key is remembered: longer than any client retries one request. */
const KEEP_MS = 24 * 3_600_000;
const KEY = /^[\w-]{8,100}$/;

export interface IdempotencyClaim {
  key: string;
  hash: string;
  /** Set once the key row is written in the change's transaction. */
  claimed: boolean;
}

/**
 * `Idempotency-Key` on a change (POST, PUT, PATCH, DELETE) by a signed-in caller: a client that
 * did not hear the answer (a reset connection, a process that died after its commit) sends the
 * same request with the same key again and the change is not made twice.
 *
 * - The key row is inserted in the change's own transaction (`claimIdempotencyKey`, called with the
 *   audit entry every change writes), so it is committed exactly when the change is. A second
 *   request with the key waits on the first's insert and then finds it taken.
 * - The answer is stored after it is sent; a repeat gets it again, with `Idempotent-Replayed: true`.
 *   If the process died between the commit and storing the answer, a repeat is told the request
 *   was already carried out (409) — never carried out twice.
 * - The same key with another method, path or body is refused (409); a request that failed is not
 *   remembered, so its retry runs.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotency', null);
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (key === undefined || request.method === 'GET' || !request.principal) return;
    if (typeof key !== 'string' || !KEY.test(key)) throw badRequest('server.badIdempotencyKey');
    const hash = createHash('sha256')
      .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const [seen] = await app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, request.principal.id), eq(idempotencyKeys.key, key)));
    if (!seen) {
      request.idempotency = { key, hash, claimed: false };
      return;
    }
    if (seen.requestHash !== hash) throw conflict('server.idempotencyMismatch');
    if (seen.status === null || seen.response === null) throw conflict('server.idempotencyDone');
    return reply
      .status(seen.status)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(seen.response);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim?.claimed || !request.principal || reply.statusCode >= 300 || typeof payload !== 'string') return;
    await app.db
      .update(idempotencyKeys)
      .set({ status: reply.statusCode, response: payload })
      .where(and(eq(idempotencyKeys.userId, request.principal.id), eq(idempotencyKeys.key, claim.key)))
      .catch((e: unknown) => request.log.warn({ err: e }, 'idempotency answer not stored'));
  });
}

/** Writes the request's key inside the change's transaction; refuses if another request took it meanwhile. */
export async function claimIdempotencyKey(tx: DbOrTx, request: FastifyRequest): Promise<void> {
  const claim = request.idempotency;
  if (!claim || claim.claimed || !request.principal) return;
  const userId = request.principal.id;
  const now = request.server.clock();
  const taken = await tx
    .insert(idempotencyKeys)
    .values({ userId, key: claim.key, requestHash: claim.hash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!taken.length) throw conflict('server.idempotencyDone');
  claim.claimed = true;
  await tx
    .delete(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, sql`${new Date(now.getTime() - KEEP_MS)}`)),
    );
}
