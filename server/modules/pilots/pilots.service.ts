import type { PilotInput, PilotRecord } from '../../../contract/schemas/pilots.js';
import type { ListQuery } from '../../../contract/schemas/common.js';
import { callerOf } from '../../platform/guard.js';
import { masterDataService } from '../../platform/masterData.js';
import * as repo from './pilots.repository.js';

export const pilotService = masterDataService<ListQuery & { kind?: PilotRecord['kind'] }, PilotInput, PilotRecord>({
  entity: 'pilot',
  list: (request, q) => repo.listPilots(request.server.db, q),
  find: repo.findPilot,
  insert: (tx, input, request) => repo.insertPilot(tx, input, callerOf(request).id, request.server.clock()),
  update: (tx, id, input) => repo.updatePilot(tx, id, input),
  setActive: (tx, id, active) => repo.updatePilot(tx, id, { active }),
});
