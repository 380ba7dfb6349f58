import { bargeBar } from '../shipVettings/shipVettings.qualification.js';
import type { DbOrTx } from '../../db/client.js';
import { bargeOptionRows, otherOptionRows } from './nominations.options.repository.js';

/**
 * What a nomination form offers: every active barge (customers nominate barges they hire from the
 * operators, so this is wider than their own fleet list), products, tanks, surveying companies and pilots.
 * A barge that may not be nominated is offered disabled with why (blacklisted, its vetting's outcome
 * and since when, or the terminal's setting asking for an Accepted vetting), decided by the same
 * `bargeBar` as the refusal on Save, so nobody picks it only to be refused.
 */
export async function nominationOptions(db: DbOrTx, rules: { bargesNeedVetting: boolean }) {
  const barges = await bargeOptionRows(db);
  return {
    barges: barges.map(({ blacklisted, blacklistReason, blacklistedOn, vettingStatus, vetting, ...b }) => {
      const bar = bargeBar({ blacklisted, blacklistReason, vettingStatus }, rules.bargesNeedVetting);
      return {
        ...b,
        // "Unqualified" here is "may not be nominated now", the picker's disabled flag.
        unqualified: bar !== null,
        unqualifiedWhy:
          bar === null
            ? null
            : bar === 'blacklisted'
              ? { kind: bar, reason: blacklistReason, since: blacklistedOn }
              : bar === 'vettingNeeded'
                ? { kind: bar, reason: null, since: null }
                : { kind: bar, reason: vetting?.reason ?? null, since: vetting?.since ?? null },
      };
    }),
    ...(await otherOptionRows(db)),
  };
}
