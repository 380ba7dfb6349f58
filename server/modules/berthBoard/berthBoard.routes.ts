import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { berthBoardService as service } from './berthBoard.service.js';
import { acceptProposals } from './berthBoard.accept.js';

/** The berth board and the auto-planner (terminal logistics and control room). */
export const berthBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['berthBoard'];
  app.get(
    API.berthBoard.path,
    {
      config: { access: { resource: 'berthBoard', action: 'read' } },
      schema: apiSchema(API.berthBoard, tags),
    },
    async (request) => okEnvelope(await service.board(request, request.query.from, request.query.to)),
  );
  app.post(
    API.propose.path,
    {
      config: { access: { resource: 'berthBoard', action: 'plan' } },
      schema: apiSchema(API.propose, tags),
    },
    async (request) =>
      okEnvelope(await service.propose(request, request.body.from, request.body.to, request.body.replanIds)),
  );
  app.post(
    API.accept.path,
    {
      config: { access: { resource: 'berthBoard', action: 'plan' } },
      schema: apiSchema(API.accept, tags),
    },
    async (request) => okEnvelope(await acceptProposals(request, request.body.proposals)),
  );
};
