import type { FastifyRequest } from 'fastify';
import type { ProductInput, ProductRecord } from '../../../contract/schemas/products.js';
import type { ListQuery } from '../../../contract/schemas/common.js';
import { conflict } from '../../platform/errors.js';
import { audited, found } from '../../platform/mutation.js';
import type { ResourceService } from '../../platform/resourceRoutes.js';
import * as repo from './products.repository.js';

async function setActive(request: FastifyRequest, id: number, active: boolean): Promise<ProductRecord> {
  return audited(request, async (tx) => {
    const before = found(await repo.findProduct(tx, id));
    if (active && (await repo.nameTaken(tx, before.name, id))) throw conflict('records.productTaken');
    await repo.updateProduct(tx, id, { active });
    return {
      action: active ? 'restore' : 'deactivate',
      entity: 'product',
      entityId: id,
      before,
      after: found(await repo.findProduct(tx, id)),
    };
  });
}

/** Products are deactivated, never deleted: tanks and jetty lines point at them. */
export const productService: ResourceService<
  ListQuery & { type?: ProductRecord['type'] },
  ProductInput,
  ProductRecord
> = {
  list: (request, q) => repo.listProducts(request.server.db, q),
  get: async (request, id) => found(await repo.findProduct(request.server.db, id)),
  create: (request, input) =>
    audited(request, async (tx) => {
      if (await repo.nameTaken(tx, input.name)) throw conflict('records.productTaken');
      const id = await repo.insertProduct(tx, input);
      return {
        action: 'create',
        entity: 'product',
        entityId: id,
        before: null,
        after: found(await repo.findProduct(tx, id)),
      };
    }),
  update: (request, id, input) =>
    audited(request, async (tx) => {
      const before = found(await repo.findProduct(tx, id));
      if (await repo.nameTaken(tx, input.name, id)) throw conflict('records.productTaken');
      await repo.updateProduct(tx, id, input);
      return {
        action: 'update',
        entity: 'product',
        entityId: id,
        before,
        after: found(await repo.findProduct(tx, id)),
      };
    }),
  deactivate: (request, id) => setActive(request, id, false),
  restore: (request, id) => setActive(request, id, true),
};
