import { pgTable, bigserial, integer, varchar, timestamp, pgEnum, index } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** 'user' is the main portal token, 'admin' the admin token of spec §6; both are honoured. */
export const sessionKind = pgEnum('session_kind', ['user', 'admin']);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the opaque token: a leaked table cannot be replayed. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: sessionKind('kind').notNull().default('admin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
