import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { acceptInput, boardData, boardQuery, planResult, proposeInput } from '../../../contract/schemas/berthBoard.js';
import { nominationRecord } from '../../../contract/schemas/nominations.js';
import { berthBoardService as service } from './berthBoard.service.js';
import { acceptProposals } from './accept.js';

/** The berth board and the auto-planner (terminal logistics and control room). */
export const berthBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['berthBoard'];
  app.get('/berthBoard', {
    config: { access: { resource: 'berthBoard', action: 'read' } },
    schema: { tags, summary: 'Berths, their planned and actual windows, and the nominations waiting for a berth', querystring: boardQuery, response: { 200: envelopeSchema(boardData) } },
  }, async (request) => okEnvelope(await service.board(request, request.query.from, request.query.to)));
  app.post('/planner/propose', {
    config: { access: { resource: 'berthBoard', action: 'plan' } },
    schema: { tags, summary: 'Propose berths and times that satisfy every rule and minimise total waiting', body: proposeInput, response: { 200: envelopeSchema(planResult) } },
  }, async (request) => okEnvelope(await service.propose(request, request.body.from, request.body.to, request.body.replanIds)));
  app.post('/planner/accept', {
    config: { access: { resource: 'berthBoard', action: 'plan' } },
    schema: { tags, summary: 'Accept proposals together: all are assigned, or none if one breaks a rule', body: acceptInput, response: { 200: envelopeSchema(z.array(nominationRecord)) } },
  }, async (request) => okEnvelope(await acceptProposals(request, request.body.proposals)));
};
