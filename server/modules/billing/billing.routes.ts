import { accessTo } from '../../platform/guard.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { billingService as service } from './billing.service.js';

/** Billing records (DECISIONS.md §7), terminal logistics'. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['billing'];
  const access = accessTo('billing');
  app.get(
    API.billingRecords.path,
    { config: access('list'), schema: apiSchema(API.billingRecords, tags) },
    async (request) => okEnvelope(await service.list(request, request.query)),
  );
  // Before the :id routes: "invoice" is not an id.
  app.post(
    API.invoiceBilling.path,
    { config: access('change'), schema: apiSchema(API.invoiceBilling, tags) },
    async (request) =>
      okEnvelope(await service.invoice(request, request.body.from, request.body.to, request.body.language)),
  );
  app.get(
    API.billingRecord.path,
    { config: access('read'), schema: apiSchema(API.billingRecord, tags) },
    async (request) => okEnvelope(await service.get(request, request.params.id)),
  );
  app.post(
    API.approveBilling.path,
    { config: access('change'), schema: apiSchema(API.approveBilling, tags) },
    async (request) => okEnvelope(await service.approve(request, request.params.id)),
  );
  app.post(
    API.correctBilling.path,
    { config: access('change'), schema: apiSchema(API.correctBilling, tags) },
    async (request) => okEnvelope(await service.correct(request, request.params.id, request.body)),
  );
  app.post(
    API.creditBilling.path,
    { config: access('change'), schema: apiSchema(API.creditBilling, tags) },
    async (request) => okEnvelope(await service.credit(request, request.params.id, request.body)),
  );
};
