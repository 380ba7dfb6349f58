import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import type { FastifyRequest } from 'fastify';
import { okEnvelope } from '../../../contract/envelope.js';
import {
  partnerAppInput,
  partnerAppListQuery,
  partnerAppRecord,
  type PartnerAppRecord,
  type Settings,
} from '../../../contract/schemas/settings.js';
import type { ListQuery } from '../../../contract/schemas/common.js';
import { callerOf } from '../../platform/guard.js';
import { audited, found } from '../../platform/mutation.js';
import { registerResource, type ResourceService } from '../../platform/resourceRoutes.js';
import * as repo from './settings.repository.js';
import { settingsOf } from './settings.service.js';

async function setAppActive(request: FastifyRequest, id: number, active: boolean): Promise<PartnerAppRecord> {
  return audited(request, async (tx) => {
    const before = found(await repo.findApp(tx, id));
    await repo.updateApp(tx, id, { active });
    return {
      action: active ? 'restore' : 'deactivate',
      entity: 'partnerApp',
      entityId: id,
      before,
      after: found(await repo.findApp(tx, id)),
    };
  });
}

const partnerAppService: ResourceService<
  ListQuery,
  { name: string; scope: string; redirectUri: string },
  PartnerAppRecord
> = {
  list: (request, q) => repo.listApps(request.server.db, q),
  get: async (request, id) => found(await repo.findApp(request.server.db, id)),
  create: (request, input) =>
    audited(request, async (tx) => {
      const id = await repo.insertApp(tx, input);
      return {
        action: 'create',
        entity: 'partnerApp',
        entityId: id,
        before: null,
        after: found(await repo.findApp(tx, id)),
      };
    }),
  update: (request, id, input) =>
    audited(request, async (tx) => {
      const before = found(await repo.findApp(tx, id));
      await repo.updateApp(tx, id, input);
      return { action: 'update', entity: 'partnerApp', entityId: id, before, after: found(await repo.findApp(tx, id)) };
    }),
  deactivate: (request, id) => setAppActive(request, id, false),
  restore: (request, id) => setAppActive(request, id, true),
};

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

  registerResource(app, {
    path: '/partnerApps',
    resource: 'partnerApps',
    tag: 'partnerApps',
    listQuery: partnerAppListQuery,
    input: partnerAppInput,
    record: partnerAppRecord,
    service: partnerAppService,
  });
  app.post(
    API.issuePartnerKey.path,
    {
      config: { access: { resource: 'partnerApps', action: 'update' } },
      schema: apiSchema(API.issuePartnerKey, ['partnerApps']),
    },
    async (request) => {
      const { key, keyHash } = repo.newAppKey();
      const now = app.clock();
      await audited(request, async (tx) => {
        const before = found(await repo.findApp(tx, request.params.id));
        await repo.updateApp(tx, before.id, { keyHash, keyIssuedAt: now });
        // The key itself never reaches the audit log.
        return {
          action: before.keyIssuedAt ? 'rotateKey' : 'issueKey',
          entity: 'partnerApp',
          entityId: before.id,
          before,
          after: found(await repo.findApp(tx, before.id)),
        };
      });
      return okEnvelope({ key, keyIssuedAt: now.toISOString() });
    },
  );
};
