import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { jetties } from '../../db/schema/index.js';
import type { EquipmentReportInput, EquipmentReportRecord } from '../../../contract/schemas/equipmentReports.js';
import { isTerminalAdmin } from '../../../contract/permissions.js';
import { callerOf } from '../../platform/guard.js';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import { audited, found } from '../../platform/mutation.js';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './equipmentReports.repository.js';

async function checkJetty(db: DbOrTx, jettyId: number): Promise<void> {
  const [j] = await db
    .select({ id: jetties.id })
    .from(jetties)
    .where(and(eq(jetties.id, jettyId), eq(jetties.active, true)));
  if (!j) throw badRequest('records.missingReference');
}

export const equipmentReportService = {
  list: (request: FastifyRequest, q: repo.EquipmentListQuery) => repo.listReports(request.server.db, q),
  get: async (request: FastifyRequest, id: number) => found(await repo.findReport(request.server.db, id)),
  create: (request: FastifyRequest, input: EquipmentReportInput) =>
    audited(request, async (tx) => {
      await checkJetty(tx, input.jettyId);
      const id = await repo.insertReport(tx, input, callerOf(request).id, request.server.clock());
      return {
        action: 'create',
        entity: 'equipmentReport',
        entityId: id,
        before: null,
        after: found(await repo.findReport(tx, id)),
      };
    }),
  /** While open, the reporter or terminal logistics may correct a report. */
  update: (request: FastifyRequest, id: number, input: EquipmentReportInput) =>
    audited(request, async (tx) => {
      const before = found(await repo.findReport(tx, id));
      const p = callerOf(request);
      if (before.reportedBy !== p.id && !isTerminalAdmin(p)) throw forbidden();
      if (!before.open) throw conflict('records.alreadyResolved');
      await checkJetty(tx, input.jettyId);
      await repo.updateReport(tx, id, input);
      return {
        action: 'update',
        entity: 'equipmentReport',
        entityId: id,
        before,
        after: found(await repo.findReport(tx, id)),
      };
    }),
  resolve: (request: FastifyRequest, id: number, resolution: string): Promise<EquipmentReportRecord> =>
    audited(request, async (tx) => {
      const before = found(await repo.findReport(tx, id));
      if (!before.open) throw conflict('records.alreadyResolved');
      await repo.resolveReport(tx, id, callerOf(request).id, resolution, request.server.clock());
      return {
        action: 'resolve',
        entity: 'equipmentReport',
        entityId: id,
        before,
        after: found(await repo.findReport(tx, id)),
      };
    }),
};
