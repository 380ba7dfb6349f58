import { pgTable, bigserial, integer, jsonb, text, timestamp, index } from 'drizzle-orm/pg-core';
import type { ParamValue } from '../../../contract/messages/index.js';
import { sql } from 'drizzle-orm';
import { users } from './users.js';

/**
 * One row per recipient: what happened (a catalogue key and its parameters, rendered in the reader's
 * language), the record it is about, whether it was read. `action` holds the sanitised English HTML
 * of rows written before notices were keyed; new rows leave it empty.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    action: text('action'),
    messageKey: text('message_key'),
    messageParams: jsonb('message_params').$type<Record<string, ParamValue>>().notNull().default({}),
    /** The barging nomination or ship vetting the notice opens. */
    bid: integer('bid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);
