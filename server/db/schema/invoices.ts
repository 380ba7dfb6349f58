/** Invoices and credit notes (DECISIONS.md §11): made from a company's Approved billing records; never changed once issued. */
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { users } from './users.js';
import { billingRecords } from './billing.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const invoiceKind = pgEnum('invoice_kind', ['invoice', 'creditNote']);

/**
 * The last number of each series and year: taken with an upsert in the issuing transaction, so a
 * rolled-back issue gives its number back and the series has no gaps (INV-2026-00001, CN-2026-00001).
 */
export const invoiceNumbers = pgTable(
  'invoice_numbers',
  {
    kind: invoiceKind('kind').notNull(),
    year: smallint('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/**
 * An issued invoice or credit note. Money is numeric to the cent (never a float in the database);
 * GST on the invoice's subtotal, rounded half up to the cent (DECISIONS §11, docs/decisions.md).
 * The PDF is kept with its SHA-256 (what verification looks up) and the terminal's PAdES seal.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull(),
    kind: invoiceKind('kind').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The period of completed calls it covers (terminal days). */
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    subtotal: numeric('subtotal', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    gstPercent: numeric('gst_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    gst: numeric('gst', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    total: numeric('total', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** A credit note names the invoice it corrects, and why. */
    correctsId: integer('corrects_id'),
    reason: text('reason'),
    /** Where it was e-mailed: the company's billing address then (null: none on file, not sent). */
    emailedTo: varchar('emailed_to', { length: 254 }),
    language: varchar('language', { length: 2 }).notNull(),
    pdf: bytea('pdf').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** The hash of the same PDF before the terminal's seal (verification accepts either, as for documents). */
    unsignedSha256: varchar('unsigned_sha256', { length: 64 }),
    issuedBy: integer('issued_by')
      .notNull()
      .references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.number),
    index('invoices_company_idx').on(t.companyId, t.issuedAt),
    index('invoices_sha_idx').on(t.sha256),
    index('invoices_unsigned_sha_idx').on(t.unsignedSha256),
  ],
);

/**
 * An invoice's lines as issued: one per billing record line (its source kept), or a credit note's
 * lines. Copied, so the invoice reads the same for ever whatever happens to the records later.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    billingRecordId: integer('billing_record_id').references(() => billingRecords.id),
    nominationId: integer('nomination_id'),
    /** The billing line's kind (berth, quantity, pilot, tug, overstay, credit) or 'credit' on a credit note. */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** What the line is, as printed: its catalogue key and parameters (rendered in the invoice's language). */
    description: jsonb('description').$type<Record<string, unknown>>().notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId)],
);
