import { isBarge, isBargeOperator, isTerminalSide } from '../../../contract/permissions.js';
import type { ShipInput, ShipListQuery, ShipRecord } from '../../../contract/schemas/ships.js';
import { callerOf } from '../../platform/guard.js';
import { conflict, forbidden } from '../../platform/errors.js';
import { masterDataService } from '../../platform/masterData.js';
import type { CallerPrincipal } from '../../platform/types.js';
import * as repo from './ships.repository.js';

/** DECISIONS.md §2: terminal staff see every ship; companies their own; a barge itself. */
export function shipScope(p: CallerPrincipal): repo.ShipScope {
  if (isTerminalSide(p)) return undefined;
  if (isBarge(p)) return { shipId: p.shipId ?? -1 };
  return { companyId: p.companyId ?? -1 };
}

function inScope(p: CallerPrincipal, ship: ShipRecord): boolean {
  if (isTerminalSide(p)) return true;
  if (isBarge(p)) return ship.id === p.shipId;
  return ship.companyId !== null && ship.companyId === p.companyId;
}

export const shipService = masterDataService<ShipListQuery, ShipInput, ShipRecord>({
  entity: 'ship',
  list: (request, q) => repo.listShips(request.server.db, q, shipScope(callerOf(request))),
  find: repo.findShip,
  insert: (tx, input) => repo.insertShip(tx, input),
  update: (tx, id, input) => repo.updateShip(tx, id, input),
  setActive: (tx, id, active) => repo.updateShip(tx, id, { active }),
  guard(request, ship, purpose) {
    if (!inScope(callerOf(request), ship)) throw purpose === 'read' ? forbidden() : forbidden('records.ownCompanyOnly');
  },
  /** A barge operator writes barges of its own company only, whatever the request says. */
  shape(request, input) {
    const p = callerOf(request);
    if (!isBargeOperator(p)) return input;
    if (input.kind !== 'barge') throw forbidden('records.bargesOnly');
    if (input.companyId !== null && input.companyId !== p.companyId) throw forbidden('records.ownCompanyOnly');
    return { ...input, companyId: p.companyId };
  },
  async check(tx, input, id) {
    if (await repo.imoTaken(tx, input.imo, id)) throw conflict('records.imoTaken');
  },
});
