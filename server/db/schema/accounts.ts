import { pgTable, bigserial, integer, varchar, timestamp, jsonb, index, smallint } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One-time codes and links (DECISIONS.md §8): e-mail verification links, barge sign-in codes,
 * partner sign-in codes. Only a hash is stored; each is single-use, short-lived and counts its tries.
 */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull().unique(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
);
