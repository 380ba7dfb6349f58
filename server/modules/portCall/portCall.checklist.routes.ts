import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { accessTo } from '../../platform/guard.js';
import { listDue } from './portCall.checklist.due.js';
import { checklistService as service } from './portCall.checklist.service.js';
import { templateService as template } from './portCall.template.service.js';

/**
 * The ship/shore safety checklist (DECISIONS.md §10): whoever sees the nomination reads it; the
 * loading master, the control room and the barge answer for their side (the service checks the
 * scope and the side, and that only the loading master signs for the terminal); the template is
 * read by the terminal's side and kept by its administrators.
 */
export const checklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['portCall'];
  const rule = accessTo('portCall');
  app.get(API.checklist.path, { config: rule('read'), schema: apiSchema(API.checklist, tags) }, async (request) =>
    okEnvelope(await service.read(request, request.params.id)),
  );
  app.put(
    API.answerChecklist.path,
    { config: rule('checklist'), schema: apiSchema(API.answerChecklist, tags) },
    async (request) => okEnvelope(await service.answer(request, request.params.id, request.body)),
  );
  app.post(
    API.signChecklist.path,
    { config: rule('checklist'), schema: apiSchema(API.signChecklist, tags) },
    async (request) => okEnvelope(await service.sign(request, request.params.id, request.body)),
  );
  app.get(API.checklistDue.path, { config: rule('due'), schema: apiSchema(API.checklistDue, tags) }, async (request) =>
    okEnvelope(await listDue(request)),
  );
  app.get(
    API.checklistItems.path,
    { config: rule('template'), schema: apiSchema(API.checklistItems, tags) },
    async (request) => okEnvelope(await template.list(request)),
  );
  app.post(
    API.createChecklistItem.path,
    { config: rule('editTemplate'), schema: apiSchema(API.createChecklistItem, tags) },
    async (request) => okEnvelope(await template.create(request, request.body)),
  );
  app.put(
    API.updateChecklistItem.path,
    { config: rule('editTemplate'), schema: apiSchema(API.updateChecklistItem, tags) },
    async (request) => okEnvelope(await template.update(request, request.params.id, request.body)),
  );
};
