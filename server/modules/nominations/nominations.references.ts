import type { DbOrTx } from '../../db/client.js';
import type { NominationFields } from '../../../contract/schemas/nominations.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { CODES } from '../../../contract/envelope.js';
import { bargeRefusal } from '../shipVettings/shipVettings.qualification.js';
import { activeCompaniesOfKind } from './nominations.companies.repository.js';
import { activePilot, activeProduct, activeTank, shipKind } from './nominations.references.repository.js';

/** Checks the records a nomination's fields point to, so a refusal names the field's problem, not a constraint. */
export async function checkReferences(
  db: DbOrTx,
  f: Partial<NominationFields>,
  rules: { bargesNeedVetting: boolean },
  current?: { productId: number },
): Promise<void> {
  if (f.bargeId !== undefined) {
    const barge = await shipKind(db, f.bargeId);
    if (!barge?.active) throw badRequest('records.missingReference');
    if (barge.kind !== 'barge') throw badRequest('nominations.notBarge');
    const refusal = await bargeRefusal(db, f.bargeId, rules.bargesNeedVetting);
    // The barge's own problem: the form shows it at the barge (the envelope's field).
    if (refusal) throw new AppError(CODES.CONFLICT, refusal, null, 'bargeId');
  }
  if (f.productId !== undefined) {
    if (!(await activeProduct(db, f.productId))) throw badRequest('records.missingReference');
  }
  if (f.tankId != null) {
    const tank = await activeTank(db, f.tankId);
    if (!tank) throw badRequest('records.missingReference');
    const productId = f.productId ?? current?.productId;
    if (tank.productId !== null && productId !== undefined && tank.productId !== productId)
      throw badRequest('nominations.tankProduct', 'tankId');
  }
  if (f.pilotId != null) {
    if (!(await activePilot(db, f.pilotId))) throw badRequest('records.missingReference');
  }
  if (f.surveyorIds?.length) {
    const unique = [...new Set(f.surveyorIds)];
    if ((await activeCompaniesOfKind(db, unique, 'surveyor')).length !== unique.length)
      throw badRequest('nominations.surveyorCompanies');
  }
}

/** The nomination columns for API field values (numbers as numeric text, instants as dates). */
export function columnsOf(f: Partial<NominationFields>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(f)) {
    if (key === 'surveyorIds' || value === undefined) continue;
    if (key === 'quantity' || key === 'nominatedQtyMax' || key === 'balanceInTank')
      out[key] = value === null ? null : String(value);
    else if (key === 'bargeReadinessTime' || key === 'eta')
      out[key] = value === null ? null : new Date(value as string);
    else out[key] = value;
  }
  return out;
}
