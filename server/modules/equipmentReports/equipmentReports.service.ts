import type { FastifyRequest } from 'fastify';
import type { EquipmentReportInput, EquipmentReportRecord } from '../../../contract/schemas/equipmentReports.js';
import { isTerminalAdmin } from '../../../contract/permissions.js';
import { callerOf } from '../../platform/guard.js';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import { audited, found } from '../../platform/mutation.js';
import { auditedRecords } from '../../platform/masterData.js';
import * as repo from './equipmentReports.repository.js';

/** Reports are never deactivated: they are resolved, and stay in the list as history. */
const { service } = auditedRecords<repo.EquipmentListQuery, EquipmentReportInput, EquipmentReportRecord>({
  entity: 'equipmentReport',
  list: (request, q) => repo.listReports(request.server.db, q),
  find: repo.findReport,
  insert: (tx, input, request) => repo.insertReport(tx, input, callerOf(request).id, request.server.clock()),
  update: (tx, id, input) => repo.updateReport(tx, id, input),
  /** While open, the reporter or terminal logistics may correct a report. */
  guard(request, report, purpose) {
    if (purpose === 'read') return;
    const p = callerOf(request);
    if (report.reportedBy !== p.id && !isTerminalAdmin(p)) throw forbidden();
    if (!report.open) throw conflict('records.alreadyResolved');
  },
  async check(tx, input) {
    if (!(await repo.activeJettyExists(tx, input.jettyId))) throw badRequest('records.missingReference');
  },
});

export const equipmentReportService = {
  ...service,
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
