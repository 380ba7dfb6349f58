import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { jettyInput, jettyListQuery, jettyRecord } from '../../../contract/schemas/jetties.js';
import { registerResource } from '../../platform/resourceRoutes.js';
import { allActiveJetties, listBerths } from './jetties.repository.js';
import { jettyService } from './jetties.service.js';

export const jettyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered before the resource so that /jetties/table is not read as an id.
  app.get(
    API.jettyTable.path,
    {
      config: { access: { resource: 'jetties', action: 'list' } },
      schema: apiSchema(API.jettyTable, ['jetties']),
    },
    async () =>
      okEnvelope(
        (await allActiveJetties(app.db)).map((j) => ({
          id: j.id,
          number: j.number,
          name: j.name,
          lines: j.lines.map((l) => l.name),
          hoses: j.hoses.map((h) => h.name),
        })),
      ),
  );
  registerResource(app, {
    path: '/jetties',
    resource: 'jetties',
    tag: 'jetties',
    listQuery: jettyListQuery,
    input: jettyInput,
    record: jettyRecord,
    service: jettyService,
  });
  app.get(
    API.berthList.path,
    {
      config: { access: { resource: 'jetties', action: 'list' } },
      schema: apiSchema(API.berthList, ['jetties']),
    },
    async (request) => okEnvelope(await listBerths(app.db, request.query)),
  );
};
