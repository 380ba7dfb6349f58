import {
  pgTable,
  serial,
  varchar,
  integer,
  numeric,
  timestamp,
  pgEnum,
  text,
  jsonb,
  index,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies.js';
import { nominations } from './nominations.js';
import { users } from './users.js';
import { invoices } from './invoices.js';

export const billingStatus = pgEnum('billing_status', ['Draft', 'Approved', 'Invoiced']);
export const billingLineKind = pgEnum('billing_line_kind', ['berth', 'quantity', 'pilot', 'tug', 'credit', 'overstay']);

/**
 * A billing record (DECISIONS.md §7), made in the transaction that completes a nomination, with the
 * rates in force then kept on it: later rate changes do not alter it.
 */
export const billingRecords = pgTable(
  'billing_records',
  {
    id: serial('id').primaryKey(),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    status: billingStatus('status').notNull().default('Draft'),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Where the berth hours came from: the mooring report (all fast to cast off) or the berth window. */
    hoursSource: varchar('hours_source', { length: 10 }).notNull(),
    rates: jsonb('rates').notNull(),
    total: numeric('total', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    invoicedBy: integer('invoiced_by').references(() => users.id),
    /** The invoice it is on (DECISIONS §11), once Invoiced. */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id),
  },
  (t) => [
    uniqueIndex('billing_records_nomination_uq').on(t.nominationId),
    index('billing_records_completed_idx').on(t.completedAt, t.id),
    index('billing_records_company_idx').on(t.companyId, t.completedAt),
    // A customer's charges (DECISIONS §11): its page is this index's first entries and its count reads the index alone.
    index('billing_records_customer_idx')
      .on(t.companyId, t.completedAt, t.id)
      .where(sql`${t.status} IN ('Approved', 'Invoiced')`),
  ],
);

/** Its lines: one per charge; a Draft's lines are corrected with a reason, an approved record gets credit lines. */
export const billingLines = pgTable(
  'billing_lines',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => billingRecords.id),
    kind: billingLineKind('kind').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** Why it was corrected or credited; null on a line as made. */
    reason: text('reason'),
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }),
    /**
     * Where the charge comes from (DECISIONS §11), for the customer: { pilotJobs: [ids] },
     * { laytimeVersion, overstayMinutes }, { dues: 'berth' | 'quantity' }; null on lines made before.
     */
    source: jsonb('source').$type<Record<string, unknown>>(),
  },
  (t) => [index('billing_lines_record_idx').on(t.recordId)],
);
