import type { FastifyRequest } from 'fastify';
import { berthLabel, checkAssignment, type Violation } from '../../../contract/berthRules.js';
import { formatTerminalDateTime } from '../../../contract/datetime.js';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, refuseRules } from '../../platform/errors.js';
import { loadBerths, loadCandidates, loadOccupations } from '../berths/berths.facts.repository.js';
import { settingsOf } from '../settings/settings.service.js';

interface AssignmentCheck {
  violations: Violation[];
  durationHours: number;
  /** The berth as people name it, e.g. J2-A. */
  berth: string;
}

/** Runs the rule engine for one nomination on one berth at one time, with the facts as they are in `db`. */
export async function checkBerthFor(
  request: FastifyRequest,
  db: DbOrTx,
  nominationId: number,
  berthId: number,
  start: Date,
): Promise<AssignmentCheck> {
  const settings = await settingsOf(request, db);
  const [berth] = await loadBerths(db, [berthId]);
  if (!berth) throw badRequest('records.missingReference');
  const [candidate] = await loadCandidates(db, [nominationId], settings.pumpRate);
  if (!candidate) throw badRequest('records.missingReference');
  const occupations = await loadOccupations(db, [berthId]);
  const violations = checkAssignment(candidate, berth, start.getTime(), {
    changeoverMinutes: settings.changeoverMinutes,
    occupations,
    formatTime: (ms) => formatTerminalDateTime(new Date(ms), settings.timeZone),
  });
  return { violations, durationHours: candidate.durationHours, berth: berthLabel(berth) };
}

/** 409 naming every broken berth rule (contract/berthRules.ts). */
export function refuseAssignment(violations: Violation[]): never {
  return refuseRules('rules', violations);
}
