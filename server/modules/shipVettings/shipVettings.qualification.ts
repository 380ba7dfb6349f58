import { msg, type CatalogueMessage } from '../../../contract/messages/index.js';
import { UNQUALIFYING, VS } from '../../../contract/vetting.js';
import type { DbOrTx } from '../../db/client.js';
import { bargeStanding } from './shipVettings.qualification.repository.js';

interface BargeStanding {
  blacklisted: boolean;
  blacklistReason: string | null;
  vettingStatus: number | null;
}

/** Why a barge may not be nominated: blacklisted, its vetting's outcome (5, 9, 10), or (by setting) no acceptance. */
type BargeBar = 'blacklisted' | 'vettingNeeded' | typeof VS.REJECTED | typeof VS.EXPIRED | typeof VS.SUSPENDED;

/**
 * DECISIONS.md §5's rule for nominating a barge, one function for the form's picker (which shows
 * the barge disabled with why) and the refusal on Save, so the picker never offers what Save refuses
 * (issue 31 point 6: with `bargesNeedVetting` on, a barge without an Accepted vetting was offered).
 */
export function bargeBar(s: BargeStanding, bargesNeedVetting: boolean): BargeBar | null {
  if (s.blacklisted) return 'blacklisted';
  const status = UNQUALIFYING.find((u) => u === s.vettingStatus);
  if (status !== undefined) return status as Exclude<BargeBar, 'blacklisted' | 'vettingNeeded'>;
  if (bargesNeedVetting && s.vettingStatus !== VS.ACCEPTED) return 'vettingNeeded';
  return null;
}

/** Why a barge may not be nominated, or null, in the refusal's words. */
export async function bargeRefusal(
  db: DbOrTx,
  shipId: number,
  bargesNeedVetting: boolean,
): Promise<CatalogueMessage | null> {
  const standing = await bargeStanding(db, shipId);
  if (!standing) return null;
  const bar = bargeBar(standing, bargesNeedVetting);
  if (bar === null) return null;
  if (bar === 'blacklisted') return msg('vetting.blacklisted', { reason: standing.blacklistReason ?? '' });
  if (bar === 'vettingNeeded') return msg('vetting.vettingNeeded');
  return msg('vetting.unqualifiedVetting', { status: { key: `vettingStatuses.${bar}` } });
}
