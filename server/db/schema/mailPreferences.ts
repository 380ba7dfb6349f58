/** E-mail preferences (DECISIONS.md §11): which notices also come by e-mail, now or in a daily digest. */
import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.js';

/**
 * A user's choices: per mail event (contract/mailPreferences.ts) 'off', 'immediate' or 'digest',
 * and the terminal-zone hour the digest goes out. No row: the role's defaults.
 */
export const mailPreferences = pgTable('mail_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  choices: jsonb('choices').$type<Record<string, string>>().notNull(),
  digestHour: smallint('digest_hour').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A notice waiting for its user's next digest; `sentAt` set when the digest mail is queued. */
export const mailDigestItems = pgTable(
  'mail_digest_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    event: varchar('event', { length: 20 }).notNull(),
    messageKey: text('message_key').notNull(),
    messageParams: jsonb('message_params').$type<Record<string, unknown>>().notNull(),
    bid: integer('bid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_digest_items_unsent_idx')
      .on(t.userId, t.id)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);
