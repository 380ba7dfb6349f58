/** The port call record (DECISIONS.md §10): statement of facts events and the safety checklist. */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { nominations } from './nominations.js';
import { users } from './users.js';

/**
 * One event of a call's statement of facts. A correction writes a new row that `replaces` the old
 * one, with its reason; the old row is kept (`current` false) and shown struck through.
 */
export const sofEvents = pgTable(
  'sof_events',
  {
    id: serial('id').primaryKey(),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id),
    /** A word of SOF_EVENTS (contract/portCall.ts). */
    event: varchar('event', { length: 24 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** A stop's cause (STOP_CAUSES) and free words on it. */
    cause: varchar('cause', { length: 12 }),
    reason: text('reason'),
    current: boolean('current').notNull().default(true),
    replacesId: integer('replaces_id'),
    correctionReason: text('correction_reason'),
    enteredBy: integer('entered_by')
      .notNull()
      .references(() => users.id),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sof_events_nomination_idx').on(t.nominationId, t.at),
    index('sof_events_current_idx')
      .on(t.event, t.at)
      .where(sql`${t.current}`),
  ],
);

/** The checklist template the terminal maintains in Settings; an item is retired, never deleted. */
export const checklistItems = pgTable(
  'checklist_items',
  {
    id: serial('id').primaryKey(),
    /** A word of CHECKLIST_PARTS. */
    part: varchar('part', { length: 16 }).notNull(),
    textEn: varchar('text_en', { length: 300 }).notNull(),
    textZh: varchar('text_zh', { length: 300 }).notNull(),
    critical: boolean('critical').notNull().default(false),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('checklist_items_part_idx').on(t.part, t.position)],
);

/**
 * One side's answer to one item of a call's checklist, in a round (0 for the parts done once; 1, 2,
 * … for the repeated checks). The item's texts and criticality are copied, so a later change of the
 * template leaves the answered checklist as it was.
 */
export const checklistAnswers = pgTable(
  'checklist_answers',
  {
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => checklistItems.id),
    round: smallint('round').notNull(),
    /** 'terminal' or 'barge'. */
    side: varchar('side', { length: 8 }).notNull(),
    part: varchar('part', { length: 16 }).notNull(),
    textEn: varchar('text_en', { length: 300 }).notNull(),
    textZh: varchar('text_zh', { length: 300 }).notNull(),
    critical: boolean('critical').notNull(),
    /** 'yes', 'no' or 'na'. */
    answer: varchar('answer', { length: 3 }).notNull(),
    remark: text('remark'),
    answeredBy: integer('answered_by')
      .notNull()
      .references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.nominationId, t.itemId, t.round, t.side] })],
);

/** A side's signature on one part (and round) of a call's checklist. */
export const checklistSignatures = pgTable(
  'checklist_signatures',
  {
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id),
    part: varchar('part', { length: 16 }).notNull(),
    round: smallint('round').notNull(),
    side: varchar('side', { length: 8 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    userName: varchar('user_name', { length: 120 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.nominationId, t.part, t.round, t.side] })],
);

/** A repeated check that fell due and was announced: one row, so one process notifies once. */
export const checklistDueNotices = pgTable(
  'checklist_due_notices',
  {
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id),
    round: smallint('round').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.nominationId, t.round] })],
);

/**
 * The hours between a call's repeated checks, fixed the first time its rounds are kept after
 * commenced pumping (the due timer or an answer): a later change of the setting leaves the rounds
 * of a transfer under way as they were numbered and signed.
 */
export const checklistIntervals = pgTable('checklist_intervals', {
  nominationId: integer('nomination_id')
    .primaryKey()
    .references(() => nominations.id),
  hours: doublePrecision('hours').notNull(),
  fixedAt: timestamp('fixed_at', { withTimezone: true }).notNull(),
});
