import type { JettyInput, JettyRecord } from '../../../contract/schemas/jetties.js';
import type { ListQuery } from '../../../contract/schemas/common.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { masterDataService } from '../../platform/masterData.js';
import * as repo from './jetties.repository.js';

export const jettyService = masterDataService<ListQuery, JettyInput, JettyRecord>({
  entity: 'jetty',
  list: (request, q) => repo.listJetties(request.server.db, q),
  find: repo.findJetty,
  insert: (tx, input) => repo.writeJetty(tx, input),
  update: async (tx, id, input) => void (await repo.writeJetty(tx, input, id)),
  setActive: (tx, id, active) => repo.setJettyActive(tx, id, active),
  async check(tx, input, id) {
    if (await repo.numberTaken(tx, input.number, id)) throw conflict('records.jettyNumberTaken');
    const wanted = [...new Set(input.lines.flatMap((l) => l.productIds))];
    if (!wanted.length) return;
    if ((await repo.activeProductCount(tx, wanted)) !== wanted.length) throw badRequest('records.missingReference');
  },
});
