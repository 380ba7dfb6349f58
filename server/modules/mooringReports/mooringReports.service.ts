import type {
  MooringReportInput,
  MooringReportListQuery,
  MooringReportRecord,
} from '../../../contract/schemas/mooringReports.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { masterDataService } from '../../platform/masterData.js';
import * as repo from './mooringReports.repository.js';
import { scopeOf } from '../nominations/nominations.repository.js';

export const mooringReportService = masterDataService<MooringReportListQuery, MooringReportInput, MooringReportRecord>({
  entity: 'mooringReport',
  // A nomination hidden from the terminal is missing for terminal staff, its reports too (DECISIONS §9).
  list: (request, q) => repo.listMooring(request.server.db, q, scopeOf(callerOf(request))),
  find: (db, id, request) => repo.findMooring(db, id, scopeOf(callerOf(request))),
  insert: (tx, input, request) => repo.insertMooring(tx, input, callerOf(request).id, request.server.clock()),
  update: (tx, id, input) => repo.updateMooring(tx, id, input),
  setActive: (tx, id, active) => repo.updateMooring(tx, id, { active }),
  /** A mooring report belongs to a nomination that has been given a berth. */
  async check(tx, input, _id, request) {
    const row = await repo.nominationBerth(tx, input.nominationId, scopeOf(callerOf(request)));
    if (!row) throw badRequest('records.missingReference');
    if (row.berthId === null) throw conflict('mooring.noBerth');
  },
});
