import type { ProductInput, ProductRecord } from '../../../contract/schemas/products.js';
import type { ListQuery } from '../../../contract/schemas/common.js';
import { conflict } from '../../platform/errors.js';
import { masterDataService } from '../../platform/masterData.js';
import * as repo from './products.repository.js';

/** Products are deactivated, never deleted: tanks and jetty lines point at them. */
export const productService = masterDataService<
  ListQuery & { type?: ProductRecord['type'] },
  ProductInput,
  ProductRecord
>({
  entity: 'product',
  list: (request, q) => repo.listProducts(request.server.db, q),
  find: repo.findProduct,
  insert: (tx, input) => repo.insertProduct(tx, input),
  update: (tx, id, input) => repo.updateProduct(tx, id, input),
  setActive: (tx, id, active) => repo.updateProduct(tx, id, { active }),
  async check(tx, input, id) {
    if (await repo.nameTaken(tx, input.name, id)) throw conflict('records.productTaken');
  },
  async checkRestore(tx, record) {
    if (await repo.nameTaken(tx, record.name, record.id)) throw conflict('records.productTaken');
  },
});
