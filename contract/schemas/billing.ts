import { z } from 'zod';
import { dbId, isoDate, pageQuery, requiredText } from './common.js';
import { INVOICE_LANGUAGES } from './invoices.js';

export const BILLING_STATUSES = ['Draft', 'Approved', 'Invoiced'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];
/** A line's charge; overstay (DECISIONS §11) is the barge's or customer's time over laytime at the berth. */
export const BILLING_LINE_KINDS = ['berth', 'quantity', 'pilot', 'tug', 'credit', 'overstay'] as const;
export type BillingLineKind = (typeof BILLING_LINE_KINDS)[number];
/**
 * Where a record's berth hours come from, best first: the statement of facts' all fast → cast off
 * (the call's actual times, issue 33), the mooring report's, the berth window.
 */
export const BERTH_HOURS_SOURCES = ['sof', 'mooring', 'window'] as const;

/**
 * Where a line's charge comes from (DECISIONS §11), for the customer: the dues and where the berth
 * hours came from, the completed pilot jobs counted (pilot and tug lines), or the laytime version
 * and overstay minutes of a berth-overstay line. One loose shape (every field optional) so a line
 * written by an older release still answers; null on lines made before issue 34 and on credits.
 */
export const billingLineSource = z
  .object({
    dues: z.enum(['berth', 'quantity']).optional(),
    hoursSource: z.enum(BERTH_HOURS_SOURCES).optional(),
    pilotJobs: z.array(z.number().int()).optional(),
    laytimeVersion: z.number().int().optional(),
    overstayMinutes: z.number().int().optional(),
  })
  .nullable();
export type BillingLineSource = z.infer<typeof billingLineSource>;

const billingLine = z.object({
  id: z.number().int(),
  kind: z.enum(BILLING_LINE_KINDS),
  quantity: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
  reason: z.string().nullable(),
  /** Who corrected the line: display name and role, never the sign-in name (customers read these). */
  changedByName: z.string().nullable(),
  changedByRole: z.number().int().nullable(),
  changedAt: z.string().nullable(),
  source: billingLineSource,
});
/** The call's latest laytime result: time over and the terminal's own delay (not charged), in minutes. */
export const billingLaytime = z
  .object({ overMinutes: z.number().int(), terminalDelayMinutes: z.number().int(), version: z.number().int() })
  .nullable();
export const billingRecord = z.object({
  id: z.number().int(),
  nominationId: z.number().int(),
  companyId: z.number().int(),
  customerName: z.string(),
  bargeName: z.string(),
  status: z.enum(BILLING_STATUSES),
  currency: z.string(),
  hoursSource: z.enum(BERTH_HOURS_SOURCES),
  total: z.number(),
  completedAt: z.string(),
  approvedAt: z.string().nullable(),
  invoicedAt: z.string().nullable(),
  /** The invoice it is on, once invoiced (issue 34). */
  invoiceId: z.number().int().nullable(),
  invoiceNumber: z.string().nullable(),
  laytime: billingLaytime,
  lines: z.array(billingLine),
});
export type BillingRecord = z.infer<typeof billingRecord>;

/** `GET /api/billing-records`: the uniform list with the customer, a month (YYYY-MM) and a status. */
export const billingListQuery = pageQuery
  .extend({
    companyId: z.coerce.number().int().positive().optional(),
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .optional(),
    status: z.enum(BILLING_STATUSES).optional(),
  })
  .strict();
export type BillingListQuery = z.infer<typeof billingListQuery>;

/** A Draft's line corrected: its quantity and unit price, with the reason. */
export const correctLineInput = z
  .object({
    lineId: dbId,
    quantity: z.number().min(0).max(10_000_000),
    unitPrice: z.number().min(0).max(1_000_000),
    reason: requiredText(500),
  })
  .strict();
/** A credit on an approved or invoiced record: the amount taken off, with the reason. */
export const creditInput = z
  .object({ amount: z.number().positive().max(100_000_000), reason: requiredText(500) })
  .strict();
/** Approved records completed in the period are invoiced: one invoice per company (DECISIONS §11). */
// The invoices' language (their PDF and mail), English unless asked (review 34 #20).
export const invoiceInput = z
  .object({ from: isoDate, to: isoDate, language: z.enum(INVOICE_LANGUAGES).default('en') })
  .strict();
/** How many records were invoiced and the numbers of the invoices issued. */
export const invoiceResult = z.object({ invoiced: z.number().int(), invoices: z.array(z.string()) });
