import type { TankInput, TankRecord } from '../../../contract/schemas/tanks.js';
import type { ListQuery } from '../../../contract/schemas/common.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { masterDataService } from '../../platform/masterData.js';
import * as repo from './tanks.repository.js';

export const tankService = masterDataService<ListQuery & { productId?: number }, TankInput, TankRecord>({
  entity: 'tank',
  list: (request, q) => repo.listTanks(request.server.db, q),
  find: repo.findTank,
  insert: (tx, input) => repo.insertTank(tx, input),
  update: (tx, id, input) => repo.updateTank(tx, id, input),
  setActive: (tx, id, active) => repo.updateTank(tx, id, { active }),
  async check(tx, input, id) {
    if (await repo.numberTaken(tx, input.number, id)) throw conflict('records.tankNumberTaken');
    if (input.productId === null) return;
    if (!(await repo.activeProductExists(tx, input.productId))) throw badRequest('records.missingReference');
  },
});
