import type { ListQuery } from '../../../contract/schemas/common.js';
import type { PartnerAppInput, PartnerAppRecord } from '../../../contract/schemas/settings.js';
import { masterDataService } from '../../platform/masterData.js';
import * as repo from './partnerApps.repository.js';

/** The partner platforms allowed to sign their users in (docs/partner-sign-in.md). */
export const partnerAppService = masterDataService<ListQuery, PartnerAppInput, PartnerAppRecord>({
  entity: 'partnerApp',
  list: (request, q) => repo.listApps(request.server.db, q),
  find: repo.findApp,
  insert: (tx, input) => repo.insertApp(tx, input),
  update: (tx, id, input) => repo.updateApp(tx, id, input),
  setActive: (tx, id, active) => repo.updateApp(tx, id, { active }),
});
