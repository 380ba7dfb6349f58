import {
  pgTable,
  serial,
  varchar,
  integer,
  numeric,
  boolean,
  timestamp,
  text,
  jsonb,
  pgEnum,
  primaryKey,
  index,
  customType,
  smallint,
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ParamValue } from '../../../contract/messages/index.js';
import { companies } from './companies.js';
import { berths, products, ships, tanks } from './terminal.js';
import { pilots } from './operations.js';
import { users } from './users.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** DECISIONS.md §3: the progress labels of a barging nomination. */
export const nominationStatus = pgEnum('nomination_status', [
  'Created',
  'Pending Approval',
  'Acknowledged',
  'Barge Ready',
  'Jetty Assigned',
  'Signing in Progress',
  'CQ Uploaded',
  'Completed',
  'Cancelled',
  'Pending Jetty Information',
  'Pending Barge Readiness Time',
  'Booked',
]);
export const requestType = pgEnum('change_request_type', ['modification', 'nominatedQtyMax', 'product', 'tank']);
export const requestStatus = pgEnum('change_request_status', ['Pending', 'Approved', 'Rejected', 'Withdrawn']);

/** A customer's booking of a barge operation (spec §3, every column of the barging list). */
export const nominations = pgTable(
  'nominations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    bargeId: integer('barge_id')
      .notNull()
      .references(() => ships.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    tankId: integer('tank_id').references(() => tanks.id),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    nominatedQtyMax: numeric('nominated_qty_max', { precision: 12, scale: 3, mode: 'number' }),
    balanceInTank: numeric('balance_in_tank', { precision: 12, scale: 3, mode: 'number' }),
    bargeReadinessTime: timestamp('barge_readiness_time', { withTimezone: true }),
    eta: timestamp('eta', { withTimezone: true }),
    pilotId: integer('pilot_id').references(() => pilots.id),
    pilotType: varchar('pilot_type', { length: 20 }),
    pilotExemption: boolean('pilot_exemption').notNull().default(false),
    psaContactNumber: varchar('psa_contact_number', { length: 40 }),
    bargeContactNumber: varchar('barge_contact_number', { length: 40 }),
    hideFromTerminal: boolean('hide_from_terminal').notNull().default(false),
    customCode: varchar('custom_code', { length: 40 }),
    remarks: text('remarks'),
    berthId: integer('berth_id').references(() => berths.id),
    berthAssignedAt: timestamp('berth_assigned_at', { withTimezone: true }),
    estimatedBerthTime: timestamp('estimated_berth_time', { withTimezone: true }),
    /** Hours the berth is held: from quantity and the pump rate when assigned. */
    durationHours: numeric('duration_hours', { precision: 8, scale: 2, mode: 'number' }),
    actualQuantity: numeric('actual_quantity', { precision: 12, scale: 3, mode: 'number' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The address of the cargo's certificate of analysis (terminal logistics, DECISIONS §7). */
    coaLink: varchar('coa_link', { length: 500 }),
    /** The port clearance of a nomination in CQ Uploaded or Completed: its reference, time and recorder. */
    portClearReference: varchar('port_clear_reference', { length: 60 }),
    portClearAt: timestamp('port_clear_at', { withTimezone: true }),
    portClearBy: integer('port_clear_by').references(() => users.id),
    varianceJustification: text('variance_justification'),
    justifiedBy: integer('justified_by').references(() => users.id),
    justifiedAt: timestamp('justified_at', { withTimezone: true }),
    /**
     * The call's actual times from its statement of facts' current events (DECISIONS §10), kept by
     * the SoF service in the event's transaction so the lists, the board and the figures read
     * columns; pumping minutes are net of stops. `sofProgress` is SOF_PROGRESS's word.
     */
    actualArrivedAt: timestamp('actual_arrived_at', { withTimezone: true }),
    actualAllFastAt: timestamp('actual_all_fast_at', { withTimezone: true }),
    actualCommencedAt: timestamp('actual_commenced_at', { withTimezone: true }),
    actualCompletedAt: timestamp('actual_completed_at', { withTimezone: true }),
    actualCastOffAt: timestamp('actual_cast_off_at', { withTimezone: true }),
    pumpingMinutes: integer('pumping_minutes'),
    sofProgress: varchar('sof_progress', { length: 10 }).notNull().default('none'),
    status: nominationStatus('status').notNull().default('Created'),
    /**
     * When the customer first submitted it; null for a draft, also once revoked (Cancelled from
     * Created). The terminal's side sees only submitted nominations (nominationScope).
     */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Ascending: read backwards they serve ORDER BY … DESC (NULLS FIRST), the list's default order.
    index('nominations_created_idx').on(t.createdAt, t.id),
    index('nominations_company_idx').on(t.companyId, t.createdAt),
    index('nominations_barge_idx').on(t.bargeId),
    // A search matching a product reads its nominations by this (the list's search, issue 14).
    index('nominations_product_idx').on(t.productId),
    index('nominations_status_idx').on(t.status),
    // The variance report and the dashboard read completed nominations by completion time.
    index('nominations_completed_idx')
      .on(t.completedAt, t.id)
      .where(sql`${t.status} = 'Completed'`),
    // The figures read calls by their actual all fast (DECISIONS §10).
    index('nominations_all_fast_idx')
      .on(t.actualAllFastAt, t.berthId)
      .where(sql`${t.actualAllFastAt} IS NOT NULL`),
    index('nominations_berth_time_idx')
      .on(t.berthId, t.estimatedBerthTime)
      .where(sql`${t.berthId} IS NOT NULL`),
    // Past Created and not Cancelled means submitted; a trigger (migration 0030) fills submitted_at
    // for writers other than the submit step. NULL on a Cancelled row is a revoked draft.
    check('nominations_submitted_ck', sql`${t.status} IN ('Created', 'Cancelled') OR ${t.submittedAt} IS NOT NULL`),
  ],
);

/** The surveying companies a nomination names; their surveyors see it. */
export const nominationSurveyors = pgTable(
  'nomination_surveyors',
  {
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [
    primaryKey({ columns: [t.nominationId, t.companyId] }),
    index('nomination_surveyors_company_idx').on(t.companyId),
  ],
);

/** Every step of a nomination (spec §4 log labels), written in the same transaction as the step. */
export const nominationLog = pgTable(
  'nomination_log',
  {
    id: serial('id').primaryKey(),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id),
    action: smallint('action').notNull(),
    fromStatus: nominationStatus('from_status'),
    toStatus: nominationStatus('to_status'),
    /** Rows written before details were keys: their English text, shown as it was written. */
    detail: text('detail'),
    /** The detail as a catalogue key and parameters, rendered in the reader's language. */
    detailKey: text('detail_key'),
    detailParams: jsonb('detail_params').$type<Record<string, ParamValue>>().notNull().default({}),
    userId: integer('user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('nomination_log_nomination_idx').on(t.nominationId, t.id)],
);

/** DECISIONS.md §4: a customer's request to change an acknowledged nomination. */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: serial('id').primaryKey(),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id),
    type: requestType('type').notNull(),
    proposed: jsonb('proposed').$type<Record<string, unknown>>().notNull(),
    previous: jsonb('previous').$type<Record<string, unknown>>().notNull(),
    note: text('note'),
    status: requestStatus('status').notNull().default('Pending'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    index('change_requests_status_idx').on(t.status, t.requestedAt),
    index('change_requests_nomination_idx').on(t.nominationId),
  ],
);

/** Ullage reports uploaded for a nomination (.jpg, .png, .pdf), kept in the database like SDS files. */
export const ullageReports = pgTable(
  'ullage_reports',
  {
    id: serial('id').primaryKey(),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 60 }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [index('ullage_reports_nomination_idx').on(t.nominationId)],
);

/** Mooring of a nomination's barge: times of tying up and casting off (DECISIONS.md §7). */
export const mooringReports = pgTable(
  'mooring_reports',
  {
    id: serial('id').primaryKey(),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id),
    firstLineAshore: timestamp('first_line_ashore', { withTimezone: true }).notNull(),
    allFast: timestamp('all_fast', { withTimezone: true }).notNull(),
    castOff: timestamp('cast_off', { withTimezone: true }),
    linesUsed: integer('lines_used').notNull(),
    remarks: text('remarks'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mooring_reports_nomination_idx').on(t.nominationId)],
);
