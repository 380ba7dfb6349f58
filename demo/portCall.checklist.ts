import type { ChecklistSide } from '../contract/portCall.js';
import { mulberry32 } from '../server/platform/seeded.js';
import type { PlannedPart } from './portCall.plan.js';

/** What the choice of items not applicable needs of the template (portCall.ts copies the rest in SQL). */
export interface TemplateItem {
  id: number;
  critical: boolean;
}

export type Person = { id: number; nick: string };

/** Why a side marks an item not applicable: what a loading master or a barge master writes. */
const NOT_APPLICABLE = [
  'No vapour return line at this berth',
  'Not fitted on this barge',
  'Daylight transfer',
  'No tug in attendance',
];

/**
 * The answers and signatures of one call's checklist (DECISIONS §10): every item of each part
 * answered by both sides, mostly yes, now and then not applicable (never a critical item, which the
 * gate of commenced pumping reads), each part signed by the loading master and the barge's master.
 * Only what happened by `now`: a part being answered has no signature yet. Rows as the tables name
 * their columns; the answers come as one row per part, round and side, which portCall.ts spreads over the template's items in one
 * statement, with the items that do not apply.
 */
export function checklistRows(
  nominationId: number,
  parts: readonly PlannedPart[],
  items: readonly TemplateItem[],
  people: Record<ChecklistSide, Person>,
  now: number,
  seed: number,
) {
  const next = mulberry32(seed + nominationId * 104_729);
  const answered: {
    nomination_id: number;
    part: string;
    round: number;
    side: ChecklistSide;
    answered_by: number;
    answered_at: string;
  }[] = [];
  const signatures: {
    nomination_id: number;
    part: string;
    round: number;
    side: ChecklistSide;
    user_id: number;
    user_name: string;
    at: string;
  }[] = [];
  // An item that does not apply to this call does not apply to either side, nor in any round.
  const notApplicable = items
    .filter((i) => !i.critical && next() < 0.07)
    .map((i) => ({ nomination_id: nominationId, item_id: i.id, remark: NOT_APPLICABLE[Math.floor(next() * 4)]! }));
  for (const p of parts) {
    for (const side of ['terminal', 'barge'] as const) {
      const answeredAt = p.answered[side];
      if (answeredAt > now) continue;
      answered.push({
        nomination_id: nominationId,
        part: p.part,
        round: p.round,
        side,
        answered_by: people[side].id,
        answered_at: new Date(answeredAt).toISOString(),
      });
      const signedAt = p.signed[side];
      if (signedAt > now) continue;
      signatures.push({
        nomination_id: nominationId,
        part: p.part,
        round: p.round,
        side,
        user_id: people[side].id,
        // The name others read: the display name (DECISIONS.md §12).
        user_name: people[side].nick,
        at: new Date(signedAt).toISOString(),
      });
    }
  }
  return { answered, notApplicable, signatures };
}
