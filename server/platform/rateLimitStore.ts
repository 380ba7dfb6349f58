import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';

/** How often, per counted call, expired counters are swept (cheap, and no timer to stop). */
const SWEEP_EVERY = 500;

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
      const resetAt = new Date(now.getTime() + timeWindow);
      app.db
        .execute<{ hits: number; reset_at: string | Date }>(
          sql`INSERT INTO rate_limits (key, hits, reset_at) VALUES (${key}, 1, ${resetAt})
              ON CONFLICT (key) DO UPDATE SET
                hits = CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.hits + 1 END,
                reset_at = CASE WHEN rate_limits.reset_at <= ${now} THEN ${resetAt} ELSE rate_limits.reset_at END
              RETURNING hits, reset_at`,
        )
        .then((res) => {
          const row = res.rows[0]!;
          callback(null, { current: row.hits, ttl: Math.max(0, new Date(row.reset_at).getTime() - now.getTime()) });
          if (++calls % SWEEP_EVERY === 0)
            void app.db.execute(sql`DELETE FROM rate_limits WHERE reset_at < ${now}`).catch(() => undefined);
        }, callback);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
