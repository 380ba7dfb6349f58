/** Laytime (DECISIONS.md §11): each completed call's result, versioned; a recomputation adds a version. */
import { index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { nominations } from './nominations.js';
import { users } from './users.js';

/**
 * One computation of a call's laytime. Minutes are whole minutes (the SoF records minutes).
 * `basis` holds what it was computed from (the settings, the quantity, the product's hours per
 * 1,000 t, the SoF document's version); `lines` the SoF lines that made each figure, each marked
 * counted or excluded with its reason (contract/laytime.ts). The latest version is the result.
 */
export const laytimeResults = pgTable(
  'laytime_results',
  {
    id: serial('id').primaryKey(),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id),
    version: smallint('version').notNull(),
    /** Why this version was made: 'completed' (the call completed), 'corrected' (an SoF correction signed), 'recomputed' (the job). */
    reason: varchar('reason', { length: 12 }).notNull(),
    allowedMinutes: integer('allowed_minutes').notNull(),
    usedMinutes: integer('used_minutes').notNull(),
    /** Stops the terminal, weather or an authority caused: not counted against the barge. */
    excludedMinutes: integer('excluded_minutes').notNull(),
    /** Of the excluded, the terminal's own delay: shown to the customer as such. */
    terminalDelayMinutes: integer('terminal_delay_minutes').notNull(),
    /** used − allowed when positive (time over), else 0; `savedMinutes` the other way. */
    overMinutes: integer('over_minutes').notNull(),
    savedMinutes: integer('saved_minutes').notNull(),
    /** Time over caused by the barge or the customer: the berth-overstay line's hours come from it. */
    overstayMinutes: integer('overstay_minutes').notNull(),
    basis: jsonb('basis').$type<Record<string, unknown>>().notNull(),
    lines: jsonb('lines').$type<unknown[]>().notNull(),
    /** Null when the recomputation job made it. */
    computedBy: integer('computed_by').references(() => users.id),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('laytime_results_version_uq').on(t.nominationId, t.version),
    index('laytime_results_over_idx')
      .on(t.nominationId)
      .where(sql`${t.overMinutes} > 0`),
  ],
);
