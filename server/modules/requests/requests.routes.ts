import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { requestService as service } from './requests.service.js';

/** Change requests (DECISIONS.md §4). */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['requests'];
  const make = { access: { resource: 'nominations', action: 'request' } } as const;

  app.post(
    API.requestModification.path,
    { config: make, schema: apiSchema(API.requestModification, tags) },
    async (request) =>
      okEnvelope(
        await service.create(request, 'modification', request.body.id, request.body.changes, request.body.note),
      ),
  );
  app.post(
    API.requestNominatedQtyMax.path,
    { config: make, schema: apiSchema(API.requestNominatedQtyMax, tags) },
    async (request) =>
      okEnvelope(
        await service.create(
          request,
          'nominatedQtyMax',
          request.body.id,
          { nominatedQtyMax: request.body.nominatedQtyMax },
          request.body.note,
        ),
      ),
  );
  app.post(API.requestProduct.path, { config: make, schema: apiSchema(API.requestProduct, tags) }, async (request) =>
    okEnvelope(
      await service.create(
        request,
        'product',
        request.body.id,
        { productId: request.body.productId },
        request.body.note,
      ),
    ),
  );
  app.post(API.requestTank.path, { config: make, schema: apiSchema(API.requestTank, tags) }, async (request) =>
    okEnvelope(
      await service.create(request, 'tank', request.body.id, { tankId: request.body.tankId }, request.body.note),
    ),
  );

  app.get(
    API.requests.path,
    {
      config: { access: { resource: 'requests', action: 'list' } },
      schema: apiSchema(API.requests, tags),
    },
    async (request) => okEnvelope(await service.list(request, request.query)),
  );
  app.get(
    API.pendingApprovalCount.path,
    {
      config: { access: { resource: 'requests', action: 'list' } },
      schema: apiSchema(API.pendingApprovalCount, tags),
    },
    async (request) => okEnvelope({ pendingApprovalCount: await service.pendingCount(request) }),
  );
  app.put(
    API.approveRequest.path,
    {
      config: { access: { resource: 'requests', action: 'decide' } },
      schema: apiSchema(API.approveRequest, tags),
    },
    async (request) => okEnvelope(await service.approve(request, request.body.id)),
  );
  app.post(
    API.rejectRequest.path,
    {
      config: { access: { resource: 'requests', action: 'decide' } },
      schema: apiSchema(API.rejectRequest, tags),
    },
    async (request) => okEnvelope(await service.reject(request, request.body.id, request.body.reason)),
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
