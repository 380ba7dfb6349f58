import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { planningService as planning } from './pilotage.planning.service.js';
import { jobsService as jobs } from './pilotage.jobs.service.js';

/** Pilotage (DECISIONS.md §7a): planning for the terminal's desk, the pilot's own jobs. */
export const pilotageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['pilotage'];
  const plan = { access: { resource: 'pilotage', action: 'plan' } } as const;
  const own = { access: { resource: 'pilotage', action: 'jobs' } } as const;
  // The head of pilot dispatches too (DECISIONS.md §7a turn 3), under the same checks.
  const dispatch = { access: { resource: 'pilotage', action: 'dispatch' } } as const;
  app.get(API.pilotageBoard.path, { config: dispatch, schema: apiSchema(API.pilotageBoard, tags) }, async (request) =>
    okEnvelope(await planning.board(request, request.query.from, request.query.to)),
  );
  app.put(API.assignPilotJob.path, { config: dispatch, schema: apiSchema(API.assignPilotJob, tags) }, async (request) =>
    okEnvelope(await planning.assign(request, request.params.id, request.body)),
  );
  app.post(
    API.autoAssignPilots.path,
    { config: dispatch, schema: apiSchema(API.autoAssignPilots, tags) },
    async (request) => okEnvelope(await planning.autoAssign(request, request.body.day, request.body.to)),
  );
  app.post(
    API.acceptPilotAssignments.path,
    { config: dispatch, schema: apiSchema(API.acceptPilotAssignments, tags) },
    async (request) => okEnvelope(await planning.accept(request, request.body.assignments)),
  );
  app.post(API.addShiftingJob.path, { config: plan, schema: apiSchema(API.addShiftingJob, tags) }, async (request) =>
    okEnvelope(await planning.addShifting(request, request.body)),
  );
  app.post(API.cancelPilotJob.path, { config: plan, schema: apiSchema(API.cancelPilotJob, tags) }, async (request) =>
    okEnvelope(await planning.cancel(request, request.params.id, request.body.reason)),
  );
  app.get(API.pilotJobs.path, { config: own, schema: apiSchema(API.pilotJobs, tags) }, async (request) =>
    okEnvelope(await jobs.list(request, request.query)),
  );
  for (const [name, step] of [
    ['confirmPilotJob', 'confirm'],
    ['startPilotJob', 'start'],
    ['completePilotJob', 'complete'],
  ] as const) {
    app.post(API[name].path, { config: own, schema: apiSchema(API[name], tags) }, async (request) =>
      okEnvelope(await jobs.step(request, request.params.id, step, request.body)),
    );
  }
};
