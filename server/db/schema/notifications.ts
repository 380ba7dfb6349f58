import { pgTable, bigserial, integer, text, timestamp, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.js';

/** One row per recipient: what happened (sanitised HTML), the record it is about, whether it was read. */
export const notifications = pgTable('notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  action: text('action').notNull(),
  /** The barging nomination or ship vetting the notice opens. */
  bid: integer('bid'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  readAt: timestamp('read_at', { withTimezone: true }),
}, (t) => [
  index('notifications_user_idx').on(t.userId, t.id),
  index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
]);
