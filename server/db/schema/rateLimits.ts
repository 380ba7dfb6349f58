import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** @fastify/rate-limit's counters, shared by every API process (platform/rateLimitStore.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
