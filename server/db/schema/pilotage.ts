import {
  pgTable,
  serial,
  varchar,
  integer,
  timestamp,
  pgEnum,
  text,
  index,
  primaryKey,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { nominations } from './nominations.js';
import { pilots } from './operations.js';
import { users } from './users.js';

export const pilotMovement = pgEnum('pilot_movement', ['berthing', 'unberthing', 'shifting']);
export const pilotJobStatus = pgEnum('pilot_job_status', [
  'Requested',
  'Confirmed',
  'In Progress',
  'Completed',
  'Cancelled',
]);

/**
 * A pilot job (DECISIONS.md §7a): booking a nomination that is not pilot exempt makes its berthing
 * and unberthing; shifting jobs are added by hand. Times are whole 15-minute slots.
 */
export const pilotJobs = pgTable(
  'pilot_jobs',
  {
    id: serial('id').primaryKey(),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id),
    movement: pilotMovement('movement').notNull(),
    requiredAt: timestamp('required_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Berth labels; null is the anchorage. */
    fromPlace: varchar('from_place', { length: 60 }),
    toPlace: varchar('to_place', { length: 60 }),
    /** When the job was ordered or last moved: late when less than 6 h before it is required. */
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    pilotId: integer('pilot_id').references(() => pilots.id),
    status: pilotJobStatus('status').notNull().default('Requested'),
    actualStart: timestamp('actual_start', { withTimezone: true }),
    actualEnd: timestamp('actual_end', { withTimezone: true }),
    remarks: text('remarks'),
    /**
     * Why the system cancelled the job, as a catalogue key (contract/messages), so each reader sees it
     * in their own language; kept apart from the planner's free-text remarks, which it never replaces.
     */
    cancelReason: varchar('cancel_reason', { length: 80 }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pilot_jobs_nomination_idx').on(t.nominationId),
    index('pilot_jobs_required_idx').on(t.requiredAt),
    index('pilot_jobs_pilot_idx').on(t.pilotId, t.requiredAt),
    // One live berthing and one live unberthing per nomination; shifting may repeat.
    uniqueIndex('pilot_jobs_movement_uq')
      .on(t.nominationId, t.movement)
      .where(sql`${t.status} <> 'Cancelled' AND ${t.movement} <> 'shifting'`),
  ],
);

/** The tug boats (pilots of kind 'tug') on a job. */
export const pilotJobTugs = pgTable(
  'pilot_job_tugs',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => pilotJobs.id, { onDelete: 'cascade' }),
    tugId: integer('tug_id')
      .notNull()
      .references(() => pilots.id),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.tugId] }), index('pilot_job_tugs_tug_idx').on(t.tugId)],
);
