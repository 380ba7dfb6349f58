import type { FastifyRequest } from 'fastify';
import type {
  MooringReportInput,
  MooringReportListQuery,
  MooringReportRecord,
} from '../../../contract/schemas/mooringReports.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { audited, found } from '../../platform/mutation.js';
import type { ResourceService } from '../../platform/resourceRoutes.js';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './mooringReports.repository.js';

/** A mooring report belongs to a nomination that has been given a berth. */
async function checkNomination(db: DbOrTx, nominationId: number): Promise<void> {
  const row = await repo.nominationBerth(db, nominationId);
  if (!row) throw badRequest('records.missingReference');
  if (row.berthId === null) throw conflict('mooring.noBerth');
}

async function setActive(request: FastifyRequest, id: number, active: boolean): Promise<MooringReportRecord> {
  return audited(request, async (tx) => {
    const before = found(await repo.findMooring(tx, id));
    await repo.updateMooring(tx, id, { active });
    return {
      action: active ? 'restore' : 'deactivate',
      entity: 'mooringReport',
      entityId: id,
      before,
      after: found(await repo.findMooring(tx, id)),
    };
  });
}

export const mooringReportService: ResourceService<MooringReportListQuery, MooringReportInput, MooringReportRecord> = {
  list: (request, q) => repo.listMooring(request.server.db, q),
  get: async (request, id) => found(await repo.findMooring(request.server.db, id)),
  create: (request, input) =>
    audited(request, async (tx) => {
      await checkNomination(tx, input.nominationId);
      const id = await repo.insertMooring(tx, input, callerOf(request).id, request.server.clock());
      return {
        action: 'create',
        entity: 'mooringReport',
        entityId: id,
        before: null,
        after: found(await repo.findMooring(tx, id)),
      };
    }),
  update: (request, id, input) =>
    audited(request, async (tx) => {
      const before = found(await repo.findMooring(tx, id));
      await checkNomination(tx, input.nominationId);
      await repo.updateMooring(tx, id, input);
      return {
        action: 'update',
        entity: 'mooringReport',
        entityId: id,
        before,
        after: found(await repo.findMooring(tx, id)),
      };
    }),
  deactivate: (request, id) => setActive(request, id, false),
  restore: (request, id) => setActive(request, id, true),
};
