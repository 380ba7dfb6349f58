import { accessTo } from '../../platform/guard.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { idParam, paged } from '../../../contract/schemas/common.js';
import {
  equipmentReportInput,
  equipmentReportListQuery,
  equipmentReportRecord,
} from '../../../contract/schemas/equipmentReports.js';
import { equipmentReportService as service } from './equipmentReports.service.js';

/** Reports are never deactivated: they are resolved, and stay in the list as history. */
export const equipmentReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const rule = accessTo('equipmentReports');
  const one = { 200: envelopeSchema(equipmentReportRecord) };
  const tags = ['equipmentReports'];
  app.get(
    '/equipmentReports/list',
    {
      config: rule('list'),
      schema: {
        tags,
        summary: 'Equipment reports, open first',
        querystring: equipmentReportListQuery,
        response: { 200: envelopeSchema(paged(equipmentReportRecord)) },
      },
    },
    async (request) => okEnvelope(await service.list(request, request.query)),
  );
  app.get(
    '/equipmentReports/:id',
    { config: rule('read'), schema: { tags, params: idParam, response: one } },
    async (request) => okEnvelope(await service.get(request, request.params.id)),
  );
  app.post(
    '/equipmentReports',
    { config: rule('create'), schema: { tags, summary: 'Report a fault', body: equipmentReportInput, response: one } },
    async (request) => okEnvelope(await service.create(request, request.body)),
  );
  app.put(
    '/equipmentReports/:id',
    { config: rule('update'), schema: { tags, params: idParam, body: equipmentReportInput, response: one } },
    async (request) => okEnvelope(await service.update(request, request.params.id, request.body)),
  );
  app.post(
    API.resolveEquipmentReport.path,
    {
      config: rule('resolve'),
      schema: apiSchema(API.resolveEquipmentReport, tags),
    },
    async (request) => okEnvelope(await service.resolve(request, request.params.id, request.body.resolution)),
  );
};
