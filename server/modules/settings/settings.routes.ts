import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { okEnvelope } from '../../../contract/envelope.js';
import type { Settings } from '../../../contract/schemas/settings.js';
import { callerOf } from '../../platform/guard.js';
import { audited } from '../../platform/mutation.js';
import * as repo from './settings.repository.js';
import { settingsOf } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];
  app.get(
    API.settings.path,
    {
      config: { access: { resource: 'settings', action: 'read' } },
      schema: apiSchema(API.settings, tags),
    },
    async (request) => okEnvelope(await settingsOf(request)),
  );
  app.put(
    API.updateSettings.path,
    {
      config: { access: { resource: 'settings', action: 'update' } },
      schema: apiSchema(API.updateSettings, tags),
    },
    async (request) =>
      okEnvelope(
        await audited(request, async (tx) => {
          const before = await settingsOf(request, tx);
          const now = app.clock();
          for (const [key, value] of Object.entries(request.body)) {
            if (value !== undefined)
              await repo.writeSetting(tx, key as keyof Settings, value, callerOf(request).id, now);
          }
          return {
            action: 'update',
            entity: 'settings',
            entityId: 'terminal',
            before,
            after: await settingsOf(request, tx),
          };
        }),
      ),
  );
};
