import { pgTable, serial, varchar, text, boolean, timestamp, integer, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Texts a user must read and agree to once (spec §4, §6): the trial terms while the trial is on,
 * the letter to barge masters for barge users. `audience` is 'all', 'barge' or 'staff'.
 */
export const disclaimers = pgTable('disclaimers', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 40 }).notNull().unique(),
  audience: varchar('audience', { length: 10 }).notNull().default('all'),
  title: varchar('title', { length: 200 }).notNull(),
  titleZh: varchar('title_zh', { length: 200 }).notNull(),
  body: text('body').notNull(),
  bodyZh: text('body_zh').notNull(),
  /** Shown only while the terminal's trial flag is on. */
  trialOnly: boolean('trial_only').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const disclaimerAgreements = pgTable(
  'disclaimer_agreements',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    disclaimerId: integer('disclaimer_id')
      .notNull()
      .references(() => disclaimers.id),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.disclaimerId] })],
);
