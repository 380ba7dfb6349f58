import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { requestService as service } from './requests.service.js';

/** Change requests (DECISIONS.md §4). */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['requests'];
  const make = { access: { resource: 'nominations', action: 'request' } } as const;
  const list = { access: { resource: 'requests', action: 'list' } } as const;
  const decide = { access: { resource: 'requests', action: 'decide' } } as const;

  const asks = [
    [API.requestModification, 'modification'],
    [API.requestNominatedQtyMax, 'nominatedQtyMax'],
    [API.requestProduct, 'product'],
    [API.requestTank, 'tank'],
  ] as const;
  for (const [def, type] of asks)
    app.post(def.path, { config: make, schema: apiSchema(def, tags) }, async (request) => {
      // A modification proposes its changes; the other requests the one field their body holds
      // beside the nomination and the note (the bodies are strict: nothing else can ride along).
      const { id, note, ...rest } = request.body;
      return okEnvelope(await service.create(request, type, id, 'changes' in rest ? rest.changes : rest, note));
    });

  app.get(API.requests.path, { config: list, schema: apiSchema(API.requests, tags) }, async (request) =>
    okEnvelope(await service.list(request, request.query)),
  );
  app.get(
    API.pendingApprovalCount.path,
    { config: list, schema: apiSchema(API.pendingApprovalCount, tags) },
    async (request) => okEnvelope({ pendingApprovalCount: await service.pendingCount(request) }),
  );
  app.put(API.approveRequest.path, { config: decide, schema: apiSchema(API.approveRequest, tags) }, async (request) =>
    okEnvelope(await service.approve(request, request.body.id)),
  );
  app.post(API.rejectRequest.path, { config: decide, schema: apiSchema(API.rejectRequest, tags) }, async (request) =>
    okEnvelope(await service.reject(request, request.body.id, request.body.reason)),
  );
  app.delete(
    API.withdrawRequest.path,
    {
      config: { access: { resource: 'requests', action: 'withdraw' } },
      schema: apiSchema(API.withdrawRequest, tags),
    },
    async (request) => okEnvelope(await service.withdraw(request, request.params.id)),
  );
};
