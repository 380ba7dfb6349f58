/** Reports: the spreadsheets and the dashboard. */
import { def, type ApiDef } from './def.js';
import { dashboardQuery, dashboardResult } from '../schemas/dashboard.js';
import { excelExportQuery } from '../schemas/excel.js';

export const REPORTS_API = {
  excelVariance: def('excelVariance', {
    summary:
      'The variance report as .xlsx over a period of terminal days: every completed nomination, and a summary per customer and product',
    query: excelExportQuery,
    response: 'file',
  }),
  excelPilotJobs: def('excelPilotJobs', {
    summary:
      "Pilot jobs as .xlsx over a period of terminal days: a pilot's own, every job for the head of pilot (roles 10, 12)",
    query: excelExportQuery,
    response: 'file',
  }),
  excelBilling: def('excelBilling', {
    summary:
      'Billing records completed in a period of terminal days as .xlsx, with their charges and totals (terminal logistics)',
    query: excelExportQuery,
    response: 'file',
  }),
  dashboard: def('dashboard', {
    summary:
      "The dashboard's figures for a period of terminal days (the last 30 by default): the terminal's, or a customer's own",
    query: dashboardQuery,
    response: dashboardResult,
  }),
} as const satisfies Record<string, ApiDef>;
