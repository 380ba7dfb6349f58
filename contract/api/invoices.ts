/** Invoices and credit notes (DECISIONS.md §11). */
import { def, type ApiDef } from './def.js';
import { idParam, paged } from '../schemas/common.js';
import {
  creditNoteInput,
  invoiceDetail,
  invoiceListQuery,
  invoicePreview,
  invoicePreviewQuery,
  invoiceRow,
  issueInvoiceInput,
} from '../schemas/invoices.js';

export const INVOICES_API = {
  invoices: def('invoices', {
    summary: "Invoices and credit notes, newest first: the terminal's all (by company, kind, period), a customer's own",
    query: invoiceListQuery,
    response: paged(invoiceRow),
  }),
  invoice: def('invoice', {
    summary: 'An invoice or credit note with its lines (another company’s answers 404)',
    params: idParam,
    response: invoiceDetail,
  }),
  invoicePdf: def('invoicePdf', {
    summary: 'The PDF of an invoice or credit note, sealed by the terminal',
    params: idParam,
    response: 'file',
  }),
  invoicePreview: def('invoicePreview', {
    summary: 'What issuing an invoice would take: the Approved records of the period and the totals',
    query: invoicePreviewQuery,
    response: invoicePreview,
  }),
  issueInvoice: def('issueInvoice', {
    summary: 'Issue one invoice for a company from its Approved records completed in the period',
    body: issueInvoiceInput,
    response: invoiceDetail,
  }),
  issueCreditNote: def('issueCreditNote', {
    summary: 'Issue a credit note correcting an invoice (the invoice never changes)',
    params: idParam,
    body: creditNoteInput,
    response: invoiceDetail,
  }),
} as const satisfies Record<string, ApiDef>;
