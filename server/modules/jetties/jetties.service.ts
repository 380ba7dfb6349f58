import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import type { JettyInput, JettyRecord } from '../../../contract/schemas/jetties.js';
import type { ListQuery } from '../../../contract/schemas/common.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { audited, found } from '../../platform/mutation.js';
import type { ResourceService } from '../../platform/resourceRoutes.js';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './jetties.repository.js';

async function checkInput(db: DbOrTx, input: JettyInput, id?: number): Promise<void> {
  if (await repo.numberTaken(db, input.number, id)) throw conflict('records.jettyNumberTaken');
  const wanted = [...new Set(input.lines.flatMap((l) => l.productIds))];
  if (wanted.length) {
    const known = await db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, wanted), eq(products.active, true)));
    if (known.length !== wanted.length) throw badRequest('records.missingReference');
  }
}

async function setActive(request: FastifyRequest, id: number, active: boolean): Promise<JettyRecord> {
  return audited(request, async (tx) => {
    const before = found(await repo.findJetty(tx, id));
    await repo.setJettyActive(tx, id, active);
    return {
      action: active ? 'restore' : 'deactivate',
      entity: 'jetty',
      entityId: id,
      before,
      after: found(await repo.findJetty(tx, id)),
    };
  });
}

export const jettyService: ResourceService<ListQuery, JettyInput, JettyRecord> = {
  list: (request, q) => repo.listJetties(request.server.db, q),
  get: async (request, id) => found(await repo.findJetty(request.server.db, id)),
  create: (request, input) =>
    audited(request, async (tx) => {
      await checkInput(tx, input);
      const id = await repo.writeJetty(tx, input);
      return {
        action: 'create',
        entity: 'jetty',
        entityId: id,
        before: null,
        after: found(await repo.findJetty(tx, id)),
      };
    }),
  update: (request, id, input) =>
    audited(request, async (tx) => {
      const before = found(await repo.findJetty(tx, id));
      await checkInput(tx, input, id);
      await repo.writeJetty(tx, input, id);
      return { action: 'update', entity: 'jetty', entityId: id, before, after: found(await repo.findJetty(tx, id)) };
    }),
  deactivate: (request, id) => setActive(request, id, false),
  restore: (request, id) => setActive(request, id, true),
};
