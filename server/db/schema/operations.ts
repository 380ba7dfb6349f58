import { pgTable, serial, varchar, integer, boolean, timestamp, pgEnum, text, date, index } from 'drizzle-orm/pg-core';
import { jetties, ships } from './terminal.js';
import { users } from './users.js';

export const pilotKind = pgEnum('pilot_kind', ['pilot', 'tug']);
export const severity = pgEnum('equipment_severity', ['low', 'medium', 'high', 'critical']);

/** The pilots and tug boats the terminal can call on (spec §3: name, createdBy, createdOn). */
export const pilots = pgTable('pilots', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  kind: pilotKind('kind').notNull().default('pilot'),
  contact: varchar('contact', { length: 60 }),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

/** A fault in terminal equipment at a jetty; open until resolved. One that closes the jetty blocks assignment. */
export const equipmentReports = pgTable(
  'equipment_reports',
  {
    id: serial('id').primaryKey(),
    jettyId: integer('jetty_id')
      .notNull()
      .references(() => jetties.id),
    equipment: varchar('equipment', { length: 120 }).notNull(),
    location: varchar('location', { length: 120 }).notNull(),
    severity: severity('severity').notNull(),
    closesJetty: boolean('closes_jetty').notNull().default(false),
    description: text('description'),
    reportedOn: timestamp('reported_on', { withTimezone: true }).notNull(),
    reportedBy: integer('reported_by')
      .notNull()
      .references(() => users.id),
    resolvedOn: timestamp('resolved_on', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolution: text('resolution'),
  },
  (t) => [index('equipment_reports_open_idx').on(t.resolvedOn, t.reportedOn)],
);

/** Ships blacklisted by hand; lifting keeps the row (who, when, why) instead of deleting it. */
export const shipBlacklist = pgTable(
  'ship_blacklist',
  {
    id: serial('id').primaryKey(),
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id),
    reason: text('reason').notNull(),
    blacklistedOn: date('blacklisted_on').notNull(),
    blacklistedBy: integer('blacklisted_by')
      .notNull()
      .references(() => users.id),
    liftedOn: timestamp('lifted_on', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => users.id),
    liftReason: text('lift_reason'),
  },
  (t) => [index('ship_blacklist_ship_idx').on(t.shipId, t.liftedOn)],
);
