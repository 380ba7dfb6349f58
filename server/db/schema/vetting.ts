import {
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies.js';
import { ships } from './terminal.js';
import { users } from './users.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const vettingOperation = pgEnum('vetting_operation', ['load', 'discharge']);
export const vettingDecision = pgEnum('vetting_decision', ['Accepted', 'Rejected']);
export const vettingDocumentKind = pgEnum('vetting_document_kind', [
  'particulars',
  'sire',
  'pi',
  'class',
  'iopp',
  'other',
]);
export const vettingFindingKind = pgEnum('vetting_finding_kind', ['respond', 'anchorage', 'observation']);

/**
 * A customer's request that the terminal accept a ship (DECISIONS.md §5). `status` is the spec's
 * number (0 a draft not yet submitted). Once `decision` is set the decision, its reason, the
 * particulars and the documents never change (trigger in migration 0021); only an acceptance's
 * status moves on (Expired, Suspended, reinstated).
 */
export const shipVettings = pgTable(
  'ship_vettings',
  {
    id: serial('id').primaryKey(),
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    status: smallint('status').notNull(),
    operation: vettingOperation('operation').notNull(),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    eta: timestamp('eta', { withTimezone: true }),
    remarks: text('remarks'),
    /** The ship's vetting this one follows (vetting again creates a new one). */
    previousId: integer('previous_id').references((): AnyPgColumn => shipVettings.id),
    /** Why the terminal asked for more, while the vetting waits on the customer. */
    requestReason: text('request_reason'),
    decision: vettingDecision('decision'),
    decisionReason: text('decision_reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the customer was told the acceptance ends within 30 days: once. */
    warnedAt: timestamp('warned_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ship_vettings_list_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ship_vettings_company_idx').on(t.companyId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ship_vettings_status_idx').on(t.status, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ship_vettings_ship_idx').on(t.shipId, t.id.desc().nullsFirst()),
    index('ship_vettings_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 6`),
  ],
);

/** A vetting's documents (.jpg, .png, .pdf); added, never changed, and fixed once decided. */
export const vettingDocuments = pgTable(
  'vetting_documents',
  {
    id: serial('id').primaryKey(),
    vettingId: integer('vetting_id')
      .notNull()
      .references(() => shipVettings.id),
    kind: vettingDocumentKind('kind').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 60 }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    expiresOn: date('expires_on'),
    inspectedOn: date('inspected_on'),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vetting_documents_vetting_idx').on(t.vettingId, t.id)],
);

/** The inspector's findings: date, place, observations, recommendation (DECISIONS §5). */
export const vettingFindings = pgTable(
  'vetting_findings',
  {
    id: serial('id').primaryKey(),
    vettingId: integer('vetting_id')
      .notNull()
      .references(() => shipVettings.id),
    kind: vettingFindingKind('kind').notNull(),
    inspectedOn: date('inspected_on').notNull(),
    place: varchar('place', { length: 200 }).notNull(),
    observations: text('observations').notNull(),
    recommendation: varchar('recommendation', { length: 20 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vetting_findings_vetting_idx').on(t.vettingId, t.id)],
);

/** The vetting log (spec labels 1–12); append-only. No user for the expiry job's entries. */
export const vettingLog = pgTable(
  'vetting_log',
  {
    id: serial('id').primaryKey(),
    vettingId: integer('vetting_id')
      .notNull()
      .references(() => shipVettings.id),
    action: smallint('action').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status'),
    detail: text('detail'),
    userId: integer('user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vetting_log_vetting_idx').on(t.vettingId, t.id.desc().nullsFirst())],
);
