/**
 * The API's calls beyond the standard resource shape, as one table: method, path, and the zod
 * schemas of path parameters, query, body and answer. The Fastify route is declared from its entry
 * (server/platform/apiRoute.ts) and the browser calls it by name (src/dataProvider/api.ts), so both
 * sides are typed from the same schemas; a test checks every entry is served with its method.
 * Each module's entries live in contract/api/<module>.ts; this file only assembles them.
 */
import type { z } from 'zod';
import type { ApiDef } from './api/def.js';
import { AUTH_API } from './api/auth.js';
import { SHELL_API } from './api/shell.js';
import { MASTER_DATA_API } from './api/masterData.js';
import { NOMINATIONS_API } from './api/nominations.js';
import { DOCUMENTS_API } from './api/documents.js';
import { REPORTS_API } from './api/reports.js';
import { BILLING_API } from './api/billing.js';
import { INVOICES_API } from './api/invoices.js';
import { PILOTAGE_API } from './api/pilotage.js';
import { VETTING_API } from './api/vetting.js';
import { PORT_CALL_API } from './api/portCall.js';
import { LAYTIME_API } from './api/laytime.js';
import { MAIL_PREFERENCES_API } from './api/mailPreferences.js';

export type { ApiDef } from './api/def.js';

export const API = {
  ...AUTH_API,
  ...SHELL_API,
  ...MASTER_DATA_API,
  ...NOMINATIONS_API,
  ...DOCUMENTS_API,
  ...REPORTS_API,
  ...BILLING_API,
  ...INVOICES_API,
  ...PILOTAGE_API,
  ...VETTING_API,
  ...PORT_CALL_API,
  ...LAYTIME_API,
  ...MAIL_PREFERENCES_API,
} as const satisfies Record<string, ApiDef>;

export type ApiName = keyof typeof API;
type Def<N extends ApiName> = (typeof API)[N];
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
/** What the caller sends: path parameters, query and body, each only where the call has one. */
export type ApiArgs<N extends ApiName> = (Def<N> extends { params: z.ZodType }
  ? { params: Input<Def<N>['params']> }
  : { params?: undefined }) &
  (Def<N> extends { query: z.ZodType } ? { query: Input<Def<N>['query']> } : { query?: undefined }) &
  (Def<N> extends { body: z.ZodType } ? { body: Input<Def<N>['body']> } : { body?: undefined });
/** What the call answers in the envelope's data (a Blob for downloads). */
export type ApiResult<N extends ApiName> = Def<N>['response'] extends z.ZodType ? z.output<Def<N>['response']> : Blob;
