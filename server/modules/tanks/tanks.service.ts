import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import type { TankInput, TankRecord } from '../../../contract/schemas/tanks.js';
import type { ListQuery } from '../../../contract/schemas/common.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { audited, found } from '../../platform/mutation.js';
import type { ResourceService } from '../../platform/resourceRoutes.js';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './tanks.repository.js';

async function checkInput(db: DbOrTx, input: TankInput, id?: number): Promise<void> {
  if (await repo.numberTaken(db, input.number, id)) throw conflict('records.tankNumberTaken');
  if (input.productId !== null) {
    const [p] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.active, true)));
    if (!p) throw badRequest('records.missingReference');
  }
}

async function setActive(request: FastifyRequest, id: number, active: boolean): Promise<TankRecord> {
  return audited(request, async (tx) => {
    const before = found(await repo.findTank(tx, id));
    await repo.updateTank(tx, id, { active });
    return {
      action: active ? 'restore' : 'deactivate',
      entity: 'tank',
      entityId: id,
      before,
      after: found(await repo.findTank(tx, id)),
    };
  });
}

export const tankService: ResourceService<ListQuery & { productId?: number }, TankInput, TankRecord> = {
  list: (request, q) => repo.listTanks(request.server.db, q),
  get: async (request, id) => found(await repo.findTank(request.server.db, id)),
  create: (request, input) =>
    audited(request, async (tx) => {
      await checkInput(tx, input);
      const id = await repo.insertTank(tx, input);
      return {
        action: 'create',
        entity: 'tank',
        entityId: id,
        before: null,
        after: found(await repo.findTank(tx, id)),
      };
    }),
  update: (request, id, input) =>
    audited(request, async (tx) => {
      const before = found(await repo.findTank(tx, id));
      await checkInput(tx, input, id);
      await repo.updateTank(tx, id, input);
      return { action: 'update', entity: 'tank', entityId: id, before, after: found(await repo.findTank(tx, id)) };
    }),
  deactivate: (request, id) => setActive(request, id, false),
  restore: (request, id) => setActive(request, id, true),
};
