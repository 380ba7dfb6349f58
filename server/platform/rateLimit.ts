import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { CODES } from '../../contract/envelope.js';
import { countTries, uncountTries, type CountedTry } from './rateLimitStore.js';
import { MINUTE } from '../../contract/time.js';

/**
 * Route config of a public call that costs something (password hashing, an e-mail, a signature
 * check, a PDF's hash): at most `max` calls per address in `windowMs`, on the counters every API
 * process shares (platform/rateLimitStore.ts), so N processes behind the balancer still allow `max`
 * and a restart forgets nothing; over it, 429 with Retry-After. Counted once the request has passed
 * its schema, where the cost begins; routes given the same `bucket` share one count.
 */
export function addressLimit(bucket: string, max: number, windowMs: number) {
  return {
    rateLimit: {
      max,
      timeWindow: windowMs,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${bucket}:${request.ip}`,
    },
  };
}

/** Wrong passwords or codes one address, or one account, may give in a minute (issue 13; DECISIONS §8). */
const PROOFS_PER_MINUTE = 20;
/** Every proof one address may try in a minute, right or wrong: generous, for an office behind one NAT. */
const PROOF_ATTEMPTS_PER_MINUTE = 300;
const WINDOW_MS = MINUTE;

const tooMany = (reply: FastifyReply, waitMs: number) => {
  reply.header('retry-after', Math.max(1, Math.ceil(waitMs / 1000)));
  return new AppError(CODES.TOO_MANY_REQUESTS, 'server.tooMany');
};

/**
 * The limits of every call that proves a password or a code, on counters shared by all API
 * processes (platform/rateLimitStore.ts); over a limit the answer is 429 with Retry-After.
 *
 * - Failures: PROOFS_PER_MINUTE per address and per account (once the body names it). A proof is
 *   counted before it is tried and taken back when it succeeds, so a busy office signs in freely
 *   while a burst of parallel guesses cannot all pass the check before any of them is counted.
 * - Every try, successes included: PROOF_ATTEMPTS_PER_MINUTE per address (@fastify/rate-limit's
 *   route limit, from the first byte), so hammering stays capped.
 *
 * Unknown user, wrong password and locked account all fail the same way, so they cost the same here.
 * The account's own lock (ten failures) still applies.
 */
export function proofLimits(app: FastifyInstance) {
  const maxFailures = app.config.proofsPerMinute ?? PROOFS_PER_MINUTE;
  const everyTry = {
    max: app.config.proofAttemptsPerMinute ?? PROOF_ATTEMPTS_PER_MINUTE,
    timeWindow: WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => `proof-all:${request.ip}`,
  };
  const counted = new WeakMap<FastifyRequest, CountedTry[]>();

  const count =
    (accountOf: (request: FastifyRequest) => string | undefined) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const account = accountOf(request);
      const keys = [`proof-ip:${request.ip}`, ...(account === undefined ? [] : [`proof-user:${account}`])];
      const now = app.clock();
      const tries = await countTries(app.db, keys, now, WINDOW_MS);
      const over = tries.filter((t) => t.hits > maxFailures);
      if (over.length === 0) {
        counted.set(request, tries);
        return;
      }
      // A refused try proves nothing, so it does not stay counted.
      await uncountTries(app.db, tries);
      throw tooMany(reply, Math.max(...over.map((t) => t.resetAt.getTime() - now.getTime())));
    };
  // Before the answer leaves, so the caller's next try already finds its success taken back.
  const forgetSuccess = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const tries = counted.get(request);
    counted.delete(request);
    if (tries && reply.statusCode < 400)
      await uncountTries(app.db, tries).catch((err: unknown) =>
        request.log.warn({ err }, 'a successful proof stays counted toward the sign-in limits'),
      );
    return payload;
  };
  const accountInBody = (request: FastifyRequest) => {
    const name = (request.body as { username?: unknown } | undefined)?.username;
    return typeof name === 'string' ? name.trim().toLowerCase() : undefined;
  };

  return {
    /** Route config: the ceiling on every try of an address. */
    config: { rateLimit: everyTry },
    /** Route hooks of a proof whose body names the account: failures per address and per account. */
    byAccount: { preHandler: count(accountInBody), onSend: forgetSuccess },
    /** Route hooks of a proof that names no account it may be held against (a partner's code): per address. */
    byAddress: { preHandler: count(() => undefined), onSend: forgetSuccess },
  };
}
