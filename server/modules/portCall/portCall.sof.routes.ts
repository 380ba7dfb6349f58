import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { sofService } from './portCall.sof.service.js';

/**
 * The statement of facts (DECISIONS.md §10): whoever sees the nomination reads it; the loading
 * master and the control room record and correct every event, the barge its own (the service
 * checks the scope, the barge's events and the order rules), and remake a refused document.
 */
export const sofRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['portCall'];
  const read = { access: { resource: 'portCall', action: 'read' } } as const;
  const record = { access: { resource: 'portCall', action: 'record' } } as const;
  const remake = { access: { resource: 'portCall', action: 'remake' } } as const;
  app.get(API.sof.path, { config: read, schema: apiSchema(API.sof, tags) }, async (request) =>
    okEnvelope(await sofService.read(request, request.params.id)),
  );
  app.post(API.recordSofEvent.path, { config: record, schema: apiSchema(API.recordSofEvent, tags) }, async (request) =>
    okEnvelope(await sofService.record(request, request.params.id, request.body)),
  );
  app.put(API.correctSofEvent.path, { config: record, schema: apiSchema(API.correctSofEvent, tags) }, async (request) =>
    okEnvelope(await sofService.correct(request, request.params.id, request.body)),
  );
  // The terminal's recorders and logistics remake a refused document (never the barge).
  app.post(API.remakeSof.path, { config: remake, schema: apiSchema(API.remakeSof, tags) }, async (request) =>
    okEnvelope(await sofService.remake(request, request.params.id)),
  );
};
