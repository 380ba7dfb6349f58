import type { NominationFields } from '../../../contract/schemas/nominations.js';
import type { NominationRow } from './nominations.repository.js';

/* A nomination's fields as a caller sends them, and which of them a change alters (edits and change requests). */

/** A nomination's values in API terms, to compare with what a caller sends. */
export function fieldsOf(row: NominationRow): NominationFields {
  return {
    bargeId: row.bargeId,
    productId: row.productId,
    tankId: row.tankId,
    quantity: row.quantity,
    nominatedQtyMax: row.nominatedQtyMax,
    balanceInTank: row.balanceInTank,
    bargeReadinessTime: row.bargeReadinessTime?.toISOString() ?? null,
    eta: row.eta?.toISOString() ?? null,
    pilotType: row.pilotType as NominationFields['pilotType'],
    pilotExemption: row.pilotExemption,
    bargeContactNumber: row.bargeContactNumber,
    hideFromTerminal: row.hideFromTerminal,
    customCode: row.customCode,
    remarks: row.remarks,
    surveyorIds: row.surveyors.map((s) => s.id).sort((a, b) => a - b),
    pilotId: row.pilotId,
    psaContactNumber: row.psaContactNumber,
  };
}

const same = (a: unknown, b: unknown): boolean => {
  if (Array.isArray(a) && Array.isArray(b)) return JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
  if (typeof a === 'string' && typeof b === 'string' && /^\d{4}-\d\d-\d\dT/.test(a) && /^\d{4}-\d\d-\d\dT/.test(b))
    return Date.parse(a) === Date.parse(b);
  return a === b;
};

/** The fields of `input` whose value differs from the nomination's. */
export function changedFields(current: NominationFields, input: Partial<NominationFields>): Partial<NominationFields> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && !same(current[key as keyof NominationFields], value)) out[key] = value;
  }
  return out as Partial<NominationFields>;
}
