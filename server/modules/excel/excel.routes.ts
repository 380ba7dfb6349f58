import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { addDays, terminalDayStart } from '../../../contract/datetime.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { badRequest } from '../../platform/errors.js';
import { settingsOf } from '../settings/settings.service.js';
import { varianceWorkbook } from './variance.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The Excel exports (DECISIONS.md §7), streamed as they are written. */
export const excelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.excelVariance.path,
    { config: { access: { resource: 'excel', action: 'variance' } }, schema: apiSchema(API.excelVariance, ['excel']) },
    async (request, reply) => {
      const q = request.query;
      const settings = await settingsOf(request);
      const start = terminalDayStart(q.from, settings.timeZone);
      const end = terminalDayStart(addDays(q.to, 1), settings.timeZone);
      if (!start || !end) throw badRequest('validation.date');
      const stream = varianceWorkbook(request.server.db, {
        start,
        end,
        lang: q.lang,
        timeZone: settings.timeZone,
        threshold: settings.varianceThreshold,
      });
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="variance-${q.from}-${q.to}.xlsx"`)
        .send(stream);
    },
  );
};
