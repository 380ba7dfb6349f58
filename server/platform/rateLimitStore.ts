import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** How often, per counted call, expired counters are swept (cheap, and no timer to stop). */
const SWEEP_EVERY = 500;

/** One counter after a try was added to it: the tries of its window so far, and when the window ends. */
export interface CountedTry {
  key: string;
  hits: number;
  resetAt: Date;
}

/**
 * Adds one try to each key's counter, in one statement: to its window while that lasts, else to a
 * new window of `windowMs` from `now`. The same rows @fastify/rate-limit counts in (below).
 */
export async function countTries(db: Db, keys: string[], now: Date, windowMs: number): Promise<CountedTry[]> {
  const resetAt = new Date(now.getTime() + windowMs);
  // Always the same order of rows, so two requests counting the same keys never wait on each other in a circle.
  const rows = [...new Set(keys)].sort().map((key) => sql`(${key}, 1, ${resetAt})`);
  const res = await db.execute<{ key: string; hits: number; reset_at: string | Date }>(
    sql`INSERT INTO rate_limits (key, hits, reset_at) VALUES ${sql.join(rows, sql`, `)}
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.hits + 1 END,
          reset_at = CASE WHEN rate_limits.reset_at <= ${now} THEN excluded.reset_at ELSE rate_limits.reset_at END
        RETURNING key, hits, reset_at`,
  );
  return res.rows.map((r) => ({ key: r.key, hits: r.hits, resetAt: new Date(r.reset_at) }));
}

/**
 * Takes back tries that countTries added, from the windows they were added to: a window that has
 * ended since started its own count, which they are no part of.
 */
export async function uncountTries(db: Db, tries: CountedTry[]): Promise<void> {
  if (tries.length === 0) return;
  const which = tries.map((t) => sql`(${t.key}, ${t.resetAt}::timestamptz)`);
  await db.execute(
    sql`UPDATE rate_limits SET hits = hits - 1
        WHERE hits > 0 AND (key, reset_at) IN (${sql.join(which, sql`, `)})`,
  );
}

/**
 * @fastify/rate-limit's store on PostgreSQL: one counter per key with the end of its window, so
 * every API process behind the load balancer counts the same tries (the built-in store counts per
 * process). Windows follow the app's clock. Keys name their own bucket (keyGenerator), so routes
 * that share a limit share its counters.
 */
export function pgRateLimitStore(app: FastifyInstance) {
  let calls = 0;
  return class PgRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = app.clock();
      countTries(app.db, [key], now, timeWindow).then(([counted]) => {
        callback(null, {
          current: counted!.hits,
          ttl: Math.max(0, counted!.resetAt.getTime() - now.getTime()),
        });
        if (++calls % SWEEP_EVERY === 0)
          void app.db.execute(sql`DELETE FROM rate_limits WHERE reset_at < ${now}`).catch(() => undefined);
      }, callback);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
