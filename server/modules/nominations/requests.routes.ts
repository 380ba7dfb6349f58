import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { idParam, paged } from '../../../contract/schemas/common.js';
import {
  approveInput, modificationInput, nominationLogQuery, nominationLogRecord, productRequestInput, qtyMaxRequestInput, rejectInput,
  requestListQuery, requestRecord, tankRequestInput,
} from '../../../contract/schemas/nominations.js';
import { requestService as service } from './requests.service.js';
import { nominationService } from './nominations.service.js';
import { listLog } from './nominationLog.repository.js';

/** Change requests (DECISIONS.md §4) and the nomination log. */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['requests'];
  const one = { 200: envelopeSchema(requestRecord) };
  const make = { access: { resource: 'nominations', action: 'request' } };

  app.post('/jput/nomination/requestForModification', { config: make, schema: { tags, summary: 'Ask to change details of an acknowledged nomination', body: modificationInput, response: one } },
    async (request) => okEnvelope(await service.create(request, 'modification', request.body.id, request.body.changes, request.body.note)));
  app.post('/jput/nomination/requestNominatedQtyMaxUpdate', { config: make, schema: { tags, body: qtyMaxRequestInput, response: one } },
    async (request) => okEnvelope(await service.create(request, 'nominatedQtyMax', request.body.id, { nominatedQtyMax: request.body.nominatedQtyMax }, request.body.note)));
  app.post('/jput/nomination/requestProductUpdate', { config: make, schema: { tags, body: productRequestInput, response: one } },
    async (request) => okEnvelope(await service.create(request, 'product', request.body.id, { productId: request.body.productId }, request.body.note)));
  app.post('/jput/nomination/requestTankUpdate', { config: make, schema: { tags, body: tankRequestInput, response: one } },
    async (request) => okEnvelope(await service.create(request, 'tank', request.body.id, { tankId: request.body.tankId }, request.body.note)));

  app.get('/jput/request/list', {
    config: { access: { resource: 'requests', action: 'list' } },
    schema: { tags, summary: 'applyType 1 pending, 2 processed, 3 all (showAllRequest)', querystring: requestListQuery, response: { 200: envelopeSchema(paged(requestRecord)) } },
  }, async (request) => okEnvelope(await service.list(request, request.query)));
  app.get('/jput/request/getPendingApprovalCount', {
    config: { access: { resource: 'requests', action: 'list' } },
    schema: { tags, response: { 200: envelopeSchema(z.object({ pendingApprovalCount: z.number().int() })) } },
  }, async (request) => okEnvelope({ pendingApprovalCount: await service.pendingCount(request) }));
  app.put('/jput/request', {
    config: { access: { resource: 'requests', action: 'decide' } }, schema: { tags, summary: 'Approve: the proposed values are applied', body: approveInput, response: one },
  }, async (request) => okEnvelope(await service.approve(request, request.body.id)));
  app.post('/jput/request/reject', {
    config: { access: { resource: 'requests', action: 'decide' } }, schema: { tags, summary: 'Reject with a reason', body: rejectInput, response: one },
  }, async (request) => okEnvelope(await service.reject(request, request.body.id, request.body.reason)));
  app.delete('/jput/request/:id', {
    config: { access: { resource: 'requests', action: 'withdraw' } }, schema: { tags, summary: 'Withdraw a pending request (its customer)', params: idParam, response: one },
  }, async (request) => okEnvelope(await service.withdraw(request, request.params.id)));

  app.get('/jput/nominationLog/list', {
    config: { access: { resource: 'nominationLog', action: 'list' } },
    schema: { tags: ['nominations'], summary: 'A nomination\'s log, oldest first', querystring: nominationLogQuery, response: { 200: envelopeSchema(paged(nominationLogRecord)) } },
  }, async (request) => {
    await nominationService.get(request, request.query.BId);
    return okEnvelope(await listLog(app.db, request.query.BId, request.query));
  });
};
