import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { auditListQuery, auditRow } from '../../../contract/schemas/audit.js';
import { paged } from '../../../contract/schemas/common.js';
import { listAudit, verifyChain } from './audit.repository.js';
import { dayBound, isWholeDay } from '../../platform/days.js';
import { settingsOf } from '../settings/settings.service.js';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auditLog/list',
    {
      config: { access: { resource: 'auditLog', action: 'list' } },
      schema: {
        tags: ['audit'],
        summary: 'The audit log, newest first',
        querystring: auditListQuery,
        response: { 200: envelopeSchema(paged(auditRow)) },
      },
    },
    async (request) => {
      const q = request.query;
      // The terminal's zone is looked up only when a whole day was asked for.
      const timeZone = isWholeDay(q.startDate) || isWholeDay(q.endDate) ? (await settingsOf(request)).timeZone : '';
      const { rows, total } = await listAudit(app.db, {
        ...q,
        startDate: dayBound(q.startDate, timeZone, 'start'),
        endDate: dayBound(q.endDate, timeZone, 'end'),
      });
      return okEnvelope({
        rows: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
        total,
      });
    },
  );

  app.get(
    API.verifyAudit.path,
    {
      config: { access: { resource: 'auditLog', action: 'verify' } },
      schema: apiSchema(API.verifyAudit, ['audit']),
    },
    async () => okEnvelope(await verifyChain(app.db)),
  );
};
