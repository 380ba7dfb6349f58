import { z } from 'zod';
import { messageKey } from '../messages/index.js';
import { dayPeriod, dbId, isoDate, pageQuery, requiredText } from './common.js';

/** DECISIONS §11: an invoice, or a credit note correcting one; each its own gapless series. */
export const INVOICE_KINDS = ['invoice', 'creditNote'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_LANGUAGES = ['en', 'zh'] as const;
/** The longest period one invoice covers (a year and a day, for a leap year's whole). */
export const INVOICE_MAX_DAYS = 367;

export const invoiceRow = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  companyId: z.number().int(),
  companyName: z.string(),
  /** Terminal days, both included. */
  periodFrom: z.string(),
  periodTo: z.string(),
  currency: z.string(),
  subtotal: z.number(),
  gstPercent: z.number(),
  gst: z.number(),
  total: z.number(),
  /** A credit note's invoice and why it corrects it. */
  correctsId: z.number().int().nullable(),
  correctsNumber: z.string().nullable(),
  reason: z.string().nullable(),
  /** The billing address it was e-mailed to; null: none on file, not sent. */
  emailedTo: z.string().nullable(),
  language: z.enum(INVOICE_LANGUAGES),
  issuedAt: z.string(),
  /** Display name and role (DECISIONS.md §12), never the sign-in name. */
  issuedByName: z.string(),
  issuedByRole: z.number().int().nullable(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

/** A line as issued: its words are a catalogue key and parameters, printed in the reader's language. */
export const invoiceLine = z.object({
  id: z.number().int(),
  billingRecordId: z.number().int().nullable(),
  nominationId: z.number().int().nullable(),
  bargeName: z.string().nullable(),
  kind: z.string(),
  description: z.object({
    key: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** The billing line's source (pilot jobs, laytime, dues), as the record had it. */
    source: z.record(z.string(), z.unknown()).nullable().optional(),
    /** A credit line's reason, printed after its words. */
    note: z.string().nullable().optional(),
  }),
  quantity: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoiceDetail = invoiceRow.extend({
  lines: z.array(invoiceLine),
  /** An invoice's credit notes, oldest first; what is left to credit is its subtotal less theirs. */
  creditNotes: z.array(z.object({ id: z.number().int(), number: z.string(), subtotal: z.number(), total: z.number() })),
  /** What is left to credit (before GST); 0 on a credit note. */
  creditable: z.number(),
  sha256: z.string(),
  /** On the answer to issuing: the catalogue key saying it was not e-mailed (no billing address). */
  mailNotice: z.enum(['invoices.noBillingEmail']).nullable().optional(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

/** `GET /api/invoices`: a customer sees only its own company's; terminal logistics filters. */
export const invoiceListQuery = pageQuery
  .extend({
    companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    kind: z.enum(INVOICE_KINDS).optional(),
    /** Invoices whose period overlaps these terminal days. */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .strict();
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/** One invoice for a company from its Approved records completed in the period (terminal days). */
export const issueInvoiceInput = dayPeriod(
  z
    .object({
      companyId: dbId,
      from: isoDate,
      to: isoDate,
      language: z.enum(INVOICE_LANGUAGES).default('en'),
    })
    .strict(),
  INVOICE_MAX_DAYS,
);
export type IssueInvoiceInput = z.infer<typeof issueInvoiceInput>;

/** What issuing would take, shown before it is done. */
export const invoicePreviewQuery = dayPeriod(
  z.object({ companyId: z.coerce.number().int().positive().max(2_147_483_647), from: isoDate, to: isoDate }).strict(),
  INVOICE_MAX_DAYS,
);
export const invoicePreview = z.object({
  records: z.array(
    z.object({
      id: z.number().int(),
      nominationId: z.number().int(),
      bargeName: z.string(),
      completedAt: z.string(),
      total: z.number(),
    }),
  ),
  currency: z.string(),
  subtotal: z.number(),
  gstPercent: z.number(),
  gst: z.number(),
  total: z.number(),
  billingEmail: z.string().nullable(),
});
export type InvoicePreview = z.infer<typeof invoicePreview>;

/** A credit note: why, and how much before GST (default: all that is left to credit). */
export const creditNoteInput = z
  .object({
    reason: requiredText(500),
    amount: z
      .number()
      .positive()
      .max(100_000_000)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, messageKey('invoices.amountCents'))
      .optional(),
  })
  .strict();
export type CreditNoteInput = z.infer<typeof creditNoteInput>;
