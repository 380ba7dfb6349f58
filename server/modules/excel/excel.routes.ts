import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { terminalDayStart } from '../../../contract/datetime.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { badRequest } from '../../platform/errors.js';
import { settingsOf } from '../settings/settings.service.js';
import { varianceWorkbook } from './variance.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DAY = 86_400_000;
const dayPlus = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** The Excel exports (DECISIONS.md §7), streamed as they are written. */
export const excelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.excelVariance.path,
    { config: { access: { resource: 'excel', action: 'variance' } }, schema: apiSchema(API.excelVariance, ['excel']) },
    async (request, reply) => {
      const q = request.query;
      const settings = await settingsOf(request);
      const start = terminalDayStart(q.from, settings.timeZone);
      const end = terminalDayStart(dayPlus(q.to, 1), settings.timeZone);
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
