import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { paged } from '../../../contract/schemas/common.js';
import { berthListQuery, berthListRow, jettyInput, jettyListQuery, jettyRecord, jettyTableRow } from '../../../contract/schemas/jetties.js';
import { registerResource } from '../../platform/resourceRoutes.js';
import { allActiveJetties, listBerths } from './jetties.repository.js';
import { jettyService } from './jetties.service.js';

export const jettyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered before the resource so that /jetties/table is not read as an id.
  app.get('/jetties/table', {
    config: { access: { resource: 'jetties', action: 'list' } },
    schema: { tags: ['jetties'], summary: 'The jetty table: per jetty number, its line names and hose names', response: { 200: envelopeSchema(z.array(jettyTableRow)) } },
  }, async () => okEnvelope((await allActiveJetties(app.db)).map((j) => ({
    id: j.id, number: j.number, name: j.name, lines: j.lines.map((l) => l.name), hoses: j.hoses.map((h) => h.name),
  }))));
  registerResource(app, {
    path: '/jetties', resource: 'jetties', tag: 'jetties',
    listQuery: jettyListQuery, input: jettyInput, record: jettyRecord, service: jettyService,
  });
  app.get('/jput/berth/list', {
    config: { access: { resource: 'jetties', action: 'list' } },
    schema: { tags: ['jetties'], summary: 'Active berths with their jetty, 12 to a page', querystring: berthListQuery, response: { 200: envelopeSchema(paged(berthListRow)) } },
  }, async (request) => okEnvelope(await listBerths(app.db, request.query)));
};
