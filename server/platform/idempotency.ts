import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError, badRequest, conflict, RETRY_AFTER_S } from './errors.js';
import { HOUR } from '../../contract/time.js';

/** How long a key is remembered: longer than any client retries one request. */
const KEEP_MS = 24 * HOUR;
const KEY = /^[\w-]{8,100}$/;

export interface IdempotencyClaim {
  key: string;
  hash: string;
  /**
   * The transaction that wrote the key row, and its id: the row is this request's only once that
   * transaction committed. One that rolled back took the row with it, so a later transaction of the
   * same request writes it again, and the answer is not stored under a key another request holds.
   */
  claimedIn?: { tx: DbOrTx; xid: string };
  /** Set once the row names the record the change made. */
  recorded?: boolean;
  /** The first request's answer, found when this one's claim met the key committed and answered. */
  replay?: { status: number; response: string };
}

/** Whether the transaction that wrote the key committed (PostgreSQL keeps the outcome of recent transactions). */
const committedIn = (xid: string) => sql`pg_xact_status(${xid}::xid8) = 'committed'`;

/** The record a change made or changed, as its audit entry names it. */
interface IdempotentRecord {
  entity: string;
  id: number | string;
}

/**
 * What a repeat is told when it cannot be answered with the first answer (409 `data`): the first is
 * still `running` (try again shortly), or it was carried out (`done`) and made `record`.
 */
interface IdempotencyState {
  state: 'running' | 'done';
  record: IdempotentRecord | null;
}

const carriedOut = (record: IdempotentRecord | null) =>
  conflict('server.idempotencyDone', { state: 'done', record } satisfies IdempotencyState);

const stillRunning = () =>
  new AppError(
    409,
    'server.idempotencyRunning',
    { state: 'running', record: null } satisfies IdempotencyState,
    undefined,
    RETRY_AFTER_S,
  );

const replayed = (reply: FastifyReply, status: number) =>
  reply.status(status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8');

/** A transaction-scoped advisory lock of one user's key: 64 bits of a hash, apart from the app's small fixed locks. */
const lockOf = (userId: number, key: string): string =>
  createHash('sha256').update(`idempotency ${userId} ${key}`).digest().readBigInt64BE(0).toString();

/**
 * `Idempotency-Key` on a change (POST, PUT, PATCH, DELETE) by a signed-in caller: a client that
 * did not hear the answer (a reset connection, a process that died after its commit) sends the
 * same request with the same key again and the change is not made twice.
 *
 * - The key row is inserted in the change's own transaction (`claimIdempotencyKey`, called first in
 *   `audited` and with the audit entry every change writes), so it is committed exactly when the
 *   change is, with the record the change made (its first audit entry's entity and id).
 * - The transaction holds an advisory lock on the key: a repeat that arrives while the first is
 *   still running does not queue behind it (holding a connection, and answering "done" only once the
 *   first committed) but is answered at once: 409 "still being carried out", with Retry-After.
 * - The answer is stored after it is sent; a repeat gets it again, with `Idempotent-Replayed: true`
 *   — also one that looked before the first committed, if the answer is stored by the time it
 *   claims the key. A repeat that comes between the commit and the stored answer, or after the
 *   process died there, is told the request was already carried out (409), with the record it
 *   made — never carried out twice.
 * - The same key with another method, path or body is refused (409); a request that failed is not
 *   remembered, so its retry runs.
 */
export function registerIdempotency(app: FastifyInstance): void {
  const replays = { count: 0 };
  app.decorate('idempotencyReplays', replays);
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
      request.idempotency = { key, hash };
      return;
    }
    if (seen.requestHash !== hash) throw conflict('server.idempotencyMismatch');
    if (seen.status === null || seen.response === null) throw carriedOut(seen.record);
    replays.count++;
    return replayed(reply, seen.status).send(seen.response);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (claim?.replay) {
      // The claim met the first request's key committed and answered meanwhile (claimIdempotencyKey):
      // its 409 "done" becomes the first answer.
      replays.count++;
      replayed(reply, claim.replay.status);
      return claim.replay.response;
    }
    if (!claim?.claimedIn || !request.principal || reply.statusCode >= 300 || typeof payload !== 'string') return;
    await app.db
      .update(idempotencyKeys)
      .set({ status: reply.statusCode, response: payload })
      .where(
        and(
          eq(idempotencyKeys.userId, request.principal.id),
          eq(idempotencyKeys.key, claim.key),
          committedIn(claim.claimedIn.xid),
        ),
      )
      .catch((e: unknown) => request.log.warn({ err: e }, 'idempotency answer not stored'));
  });
}

/**
 * Writes the request's key inside the change's transaction, and the record the change made once it
 * is known (`record`, from the audit entry). Refuses if another request with the key is running
 * (its transaction holds the key's lock) or was carried out meanwhile.
 */
export async function claimIdempotencyKey(
  tx: DbOrTx,
  request: FastifyRequest,
  record?: IdempotentRecord,
): Promise<void> {
  const claim = request.idempotency;
  if (!claim || !request.principal) return;
  const userId = request.principal.id;
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, claim.key));
  if (claim.claimedIn && claim.claimedIn.tx !== tx) {
    // Another transaction of this request wrote the key: still open (this one is its savepoint) or
    // committed, the row is there; rolled back, the key must be written again with this change.
    const [outcome] = (
      await tx.execute<{ status: string | null }>(sql`SELECT pg_xact_status(${claim.claimedIn.xid}::xid8) AS status`)
    ).rows;
    if (outcome?.status !== 'committed' && outcome?.status !== 'in progress') {
      claim.claimedIn = undefined;
      claim.recorded = false;
    }
  }
  if (claim.claimedIn) {
    if (!record || claim.recorded) return;
    await tx
      .update(idempotencyKeys)
      .set({ record })
      .where(and(mine, isNull(idempotencyKeys.record)));
    claim.recorded = true;
    return;
  }
  const [lock] = (
    await tx.execute<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${lockOf(userId, claim.key)}::bigint) AS ok`)
  ).rows;
  if (!lock?.ok) throw stillRunning();
  const now = request.server.clock();
  const [taken] = await tx
    .insert(idempotencyKeys)
    .values({ userId, key: claim.key, requestHash: claim.hash, createdAt: now, record: record ?? null })
    .onConflictDoNothing()
    .returning({ xid: sql<string>`pg_current_xact_id()::text` });
  if (!taken) {
    // The first request committed after this one looked (preHandler): read its row again, as it is now.
    const [done] = await tx.select().from(idempotencyKeys).where(mine);
    if (done && done.requestHash !== claim.hash) throw conflict('server.idempotencyMismatch');
    // Its answer stored meanwhile: that is the answer (onSend replaces this refusal with it).
    if (done?.status != null && done.response !== null) claim.replay = { status: done.status, response: done.response };
    throw carriedOut(done?.record ?? null);
  }
  claim.claimedIn = { tx, xid: taken.xid };
  claim.recorded = record !== undefined;
  await tx
    .delete(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, sql`${new Date(now.getTime() - KEEP_MS)}`)),
    );
}
