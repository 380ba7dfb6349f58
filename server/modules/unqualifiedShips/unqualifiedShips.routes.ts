import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { idParam, paged } from '../../../contract/schemas/common.js';
import { blacklistInput, unqualifiedListQuery, unqualifiedRecord } from '../../../contract/schemas/unqualifiedShips.js';
import { accessTo, callerOf } from '../../platform/guard.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { audited, found } from '../../platform/mutation.js';
import * as repo from './unqualifiedShips.repository.js';
import { terminalDay } from '../../../contract/datetime.js';
import { settingsOf } from '../settings/settings.service.js';

/** Blacklisting by hand and lifting it; a lifted entry stays as history. */
export const unqualifiedShipRoutes: FastifyPluginAsyncZod = async (app) => {
  const rule = accessTo('unqualifiedShips');
  const one = { 200: envelopeSchema(unqualifiedRecord) };
  const tags = ['unqualifiedShips'];
  app.get(
    '/unqualifiedShips/list',
    {
      config: rule('list'),
      schema: {
        tags,
        summary: 'Unqualified ships (current by default)',
        querystring: unqualifiedListQuery,
        response: { 200: envelopeSchema(paged(unqualifiedRecord)) },
      },
    },
    async (request) => okEnvelope(await repo.listUnqualified(app.db, request.query)),
  );
  app.get(
    '/unqualifiedShips/:id',
    { config: rule('read'), schema: { tags, params: idParam, response: one } },
    async (request) => okEnvelope(found(await repo.findEntry(app.db, request.params.id))),
  );
  app.post(
    '/unqualifiedShips',
    {
      config: rule('create'),
      schema: { tags, summary: 'Blacklist a ship with a reason', body: blacklistInput, response: one },
    },
    async (request) =>
      okEnvelope(
        await audited(request, async (tx) => {
          const { shipId, reason, blacklistedOn } = request.body;
          if (!(await repo.shipExists(tx, shipId))) throw badRequest('records.missingReference');
          if (await repo.currentEntryFor(tx, shipId)) throw conflict('records.alreadyBlacklisted');
          const now = app.clock();
          const id = await repo.insertEntry(tx, {
            shipId,
            reason,
            blacklistedOn: blacklistedOn ?? terminalDay(now, (await settingsOf(request, tx)).timeZone),
            blacklistedBy: callerOf(request).id,
          });
          return {
            action: 'blacklist',
            entity: 'ship',
            entityId: shipId,
            before: null,
            after: found(await repo.findEntry(tx, id)),
          };
        }),
      ),
  );
  app.post(
    API.liftUnqualified.path,
    {
      config: rule('update'),
      schema: apiSchema(API.liftUnqualified, tags),
    },
    async (request) =>
      okEnvelope(
        await audited(request, async (tx) => {
          const before = found(await repo.findEntry(tx, request.params.id));
          if (before.liftedOn) throw conflict('records.alreadyLifted');
          await repo.liftEntry(tx, before.id, callerOf(request).id, request.body.reason, app.clock());
          return {
            action: 'unblacklist',
            entity: 'ship',
            entityId: before.shipId,
            before,
            after: found(await repo.findEntry(tx, before.id)),
          };
        }),
      ),
  );
};
