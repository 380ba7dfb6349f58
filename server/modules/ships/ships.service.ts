import type { FastifyRequest } from 'fastify';
import { isBarge, isBargeOperator, isTerminalSide } from '../../../contract/permissions.js';
import { eq } from 'drizzle-orm';
import { ships } from '../../db/schema/index.js';
import type { ShipInput, ShipListQuery, ShipRecord } from '../../../contract/schemas/ships.js';
import { callerOf } from '../../platform/guard.js';
import { conflict, forbidden } from '../../platform/errors.js';
import { audited, found } from '../../platform/mutation.js';
import type { ResourceService } from '../../platform/resourceRoutes.js';
import type { CallerPrincipal } from '../../platform/types.js';
import * as repo from './ships.repository.js';

/** DECISIONS.md §2: terminal staff see every ship; companies their own; a barge itself. */
export function shipScope(p: CallerPrincipal) {
  if (isTerminalSide(p)) return undefined;
  if (isBarge(p)) return eq(ships.id, p.shipId ?? -1);
  return eq(ships.companyId, p.companyId ?? -1);
}

function inScope(p: CallerPrincipal, ship: ShipRecord): boolean {
  if (isTerminalSide(p)) return true;
  if (isBarge(p)) return ship.id === p.shipId;
  return ship.companyId !== null && ship.companyId === p.companyId;
}

/** A barge operator writes barges of its own company only, whatever the request says. */
function shapeInput(p: CallerPrincipal, input: ShipInput): ShipInput {
  if (!isBargeOperator(p)) return input;
  if (input.kind !== 'barge') throw forbidden('records.bargesOnly');
  if (input.companyId !== null && input.companyId !== p.companyId) throw forbidden('records.ownCompanyOnly');
  return { ...input, companyId: p.companyId };
}

async function writable(
  request: FastifyRequest,
  tx: Parameters<typeof repo.findShip>[0],
  id: number,
): Promise<ShipRecord> {
  const ship = found(await repo.findShip(tx, id));
  const p = callerOf(request);
  if (!inScope(p, ship)) throw forbidden('records.ownCompanyOnly');
  return ship;
}

async function setActive(request: FastifyRequest, id: number, active: boolean): Promise<ShipRecord> {
  return audited(request, async (tx) => {
    const before = await writable(request, tx, id);
    await repo.updateShip(tx, id, { active });
    return {
      action: active ? 'restore' : 'deactivate',
      entity: 'ship',
      entityId: id,
      before,
      after: found(await repo.findShip(tx, id)),
    };
  });
}

export const shipService: ResourceService<ShipListQuery, ShipInput, ShipRecord> = {
  list: (request, q) => repo.listShips(request.server.db, q, shipScope(callerOf(request))),
  async get(request, id) {
    const ship = found(await repo.findShip(request.server.db, id));
    if (!inScope(callerOf(request), ship)) throw forbidden();
    return ship;
  },
  create: (request, raw) =>
    audited(request, async (tx) => {
      const input = shapeInput(callerOf(request), raw);
      if (await repo.imoTaken(tx, input.imo)) throw conflict('records.imoTaken');
      const id = await repo.insertShip(tx, input);
      return {
        action: 'create',
        entity: 'ship',
        entityId: id,
        before: null,
        after: found(await repo.findShip(tx, id)),
      };
    }),
  update: (request, id, raw) =>
    audited(request, async (tx) => {
      const before = await writable(request, tx, id);
      const input = shapeInput(callerOf(request), raw);
      if (await repo.imoTaken(tx, input.imo, id)) throw conflict('records.imoTaken');
      await repo.updateShip(tx, id, input);
      return { action: 'update', entity: 'ship', entityId: id, before, after: found(await repo.findShip(tx, id)) };
    }),
  deactivate: (request, id) => setActive(request, id, false),
  restore: (request, id) => setActive(request, id, true),
};
