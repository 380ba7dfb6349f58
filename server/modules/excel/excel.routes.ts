import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { API } from '../../../contract/api.js';
import type { CatalogueLocale } from '../../../contract/messages/index.js';
import type { ExcelExportQuery } from '../../../contract/schemas/excel.js';
import type { Settings } from '../../../contract/schemas/settings.js';
import { isHeadOfPilot, type Permission } from '../../../contract/permissions.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { callerOf } from '../../platform/guard.js';
import { conflict } from '../../platform/errors.js';
import { daysOf } from '../../platform/terminalDays.js';
import { settingsOf } from '../settings/settings.service.js';
import { varianceWorkbook } from './excel.variance.js';
import { pilotJobsWorkbook } from './excel.pilotJobs.js';
import { billingWorkbook } from './excel.billing.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What every export is given: its period as instants, the headers' language and the terminal's settings. */
interface ExportContext {
  start: Date;
  end: Date;
  lang: CatalogueLocale;
  timeZone: string;
  settings: Settings;
}

/** The Excel exports (DECISIONS.md §7), streamed as they are written. */
export const excelRoutes: FastifyPluginAsyncZod = async (app) => {
  const exportRoute = (
    name: 'excelVariance' | 'excelPilotJobs' | 'excelBilling',
    access: Permission,
    file: string,
    write: (request: FastifyRequest, c: ExportContext) => Readable,
  ) =>
    app.get(API[name].path, { config: { access }, schema: apiSchema(API[name], ['excel']) }, async (request, reply) => {
      const q = request.query as ExcelExportQuery;
      const settings = await settingsOf(request);
      const period = daysOf(q.from, q.to, settings.timeZone);
      const stream = write(request, { ...period, lang: q.lang, timeZone: settings.timeZone, settings });
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${file}-${q.from}-${q.to}.xlsx"`)
        .send(stream);
    });

  exportRoute('excelVariance', { resource: 'excel', action: 'variance' }, 'variance', (request, c) =>
    varianceWorkbook(request.server.db, { ...c, threshold: c.settings.varianceThreshold }),
  );
  exportRoute('excelPilotJobs', { resource: 'excel', action: 'pilotJobs' }, 'pilot-jobs', (request, c) => {
    const p = callerOf(request);
    // A pilot gets its own jobs, the head of pilot every one (DECISIONS.md §7).
    if (!isHeadOfPilot(p) && p.pilotId === null) throw conflict('pilotage.noPilotLinked');
    return pilotJobsWorkbook(request.server.db, { ...c, pilotId: isHeadOfPilot(p) ? null : p.pilotId });
  });
  // Every company's records, Drafts too: terminal logistics' only, not the customers who read their own (§11).
  exportRoute('excelBilling', { resource: 'billing', action: 'change' }, 'billing', (request, c) =>
    billingWorkbook(request.server.db, c),
  );
};
