import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { CODES } from '../../contract/envelope.js';

/**
 * A per-process sliding window for public calls that cost something (e-mails, password hashing):
 * at most `limit` calls per key in `windowMs`. Codes also carry per-user limits in the database,
 * which hold across processes.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  take(key: string, nowMs: number): void {
    const recent = (this.hits.get(key) ?? []).filter((t) => nowMs - t < this.windowMs);
    if (recent.length >= this.limit) throw new AppError(CODES.TOO_MANY_REQUESTS, 'server.tooMany');
    recent.push(nowMs);
    this.hits.set(key, recent);
    if (this.hits.size > 50_000) this.hits.delete(this.hits.keys().next().value!);
  }
}

/** Passwords or codes one address, or one account, may try in a minute (issue 13; DECISIONS §8). */
export const PROOFS_PER_MINUTE = 20;

/**
 * The limits of every call that proves a password or a code: per address (from the first byte) and
 * per account (once the body names it), on counters shared by all API processes. Over the limit the
 * answer is 429 with Retry-After. The account's own lock (ten failures) still applies.
 */
export function proofLimits(app: FastifyInstance) {
  const max = app.config.proofsPerMinute ?? PROOFS_PER_MINUTE;
  const perAddress = {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `proof-ip:${request.ip}`,
  };
  // @fastify/rate-limit runs one limiter per request, so the account's is checked here with its
  // createRateLimit (same store, same answer).
  const accountCheck = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => {
      const name = (request.body as { username?: unknown } | undefined)?.username;
      return `proof-user:${typeof name === 'string' ? name.trim().toLowerCase() : ''}`;
    },
  });
  const perAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await accountCheck(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError(CODES.TOO_MANY_REQUESTS, 'server.tooMany');
  };
  return { config: { rateLimit: perAddress }, preHandler: perAccount };
}
