/** Billing records and their invoicing. */
import { def, type ApiDef } from './def.js';
import { idParam, paged } from '../schemas/common.js';
import {
  billingListQuery,
  billingRecord,
  correctLineInput,
  creditInput,
  invoiceInput,
  invoiceResult,
} from '../schemas/billing.js';

export const BILLING_API = {
  billingRecords: def('billingRecords', {
    summary: 'Billing records, newest first, by customer, month (YYYY-MM) and status, with their lines',
    query: billingListQuery,
    response: paged(billingRecord),
  }),
  billingRecord: def('billingRecord', {
    summary: 'A billing record with its lines',
    params: idParam,
    response: billingRecord,
  }),
  approveBilling: def('approveBilling', {
    summary: 'Approve a Draft billing record',
    params: idParam,
    response: billingRecord,
  }),
  correctBilling: def('correctBilling', {
    summary: "Correct a Draft's line (quantity, unit price) with a reason",
    params: idParam,
    body: correctLineInput,
    response: billingRecord,
  }),
  creditBilling: def('creditBilling', {
    summary: 'Credit an Approved or Invoiced record with a reason (a negative line)',
    params: idParam,
    body: creditInput,
    response: billingRecord,
  }),
  invoiceBilling: def('invoiceBilling', {
    summary: 'Issue one invoice per company from the Approved records completed in a period (they become Invoiced)',
    body: invoiceInput,
    response: invoiceResult,
  }),
} as const satisfies Record<string, ApiDef>;
