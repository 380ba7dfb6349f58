import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { partnerAppInput, partnerAppListQuery, partnerAppRecord } from '../../../contract/schemas/settings.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { audited, found } from '../../platform/mutation.js';
import { registerResource } from '../../platform/resourceRoutes.js';
import * as repo from './partnerApps.repository.js';
import { partnerAppService } from './partnerApps.service.js';

export const partnerAppRoutes: FastifyPluginAsyncZod = async (app) => {
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
