import { sql, type SQL } from 'drizzle-orm';
import { nominations } from '../../db/schema/index.js';

/**
 * The nomination list's conditions that the dashboard's figures also count by (issue 31): one
 * definition each, so a figure and the list it opens cannot disagree. Values may be placeholders
 * (the list's prepared statements) or plain values (the dashboard's one-off counts).
 */

/** Berthed in the period: the nomination's active mooring report has its all fast within it. */
export function allFastWithin(start: unknown, end: unknown): SQL {
  const from = start === undefined ? sql`` : sql` AND all_fast >= ${start}`;
  const to = end === undefined ? sql`` : sql` AND all_fast <= ${end}`;
  return sql`${nominations.id} IN (SELECT nomination_id FROM mooring_reports WHERE active${from}${to})`;
}

/**
 * All fast within an hour of the planned berth time (DECISIONS.md §7's on-time berthing), or not.
 * The wish is a value, not a branch, so one prepared statement serves both.
 */
export function berthedOnTime(onTime: unknown): SQL {
  return sql`(EXISTS (SELECT 1 FROM mooring_reports m WHERE m.nomination_id = ${nominations.id} AND m.active
    AND abs(extract(epoch FROM m.all_fast - ${nominations.estimatedBerthTime})) <= 3600)) = ${onTime}::boolean`;
}

/** The signed variance in percent, where the actual quantity is known. */
export const variancePercent = sql`(${nominations.actualQuantity} - ${nominations.quantity}) / ${nominations.quantity} * 100`;

/** Variance beyond the threshold (in percent) either way: DECISIONS.md §7's high variance. */
export function varianceAbove(threshold: unknown): SQL {
  return sql`(${nominations.actualQuantity} IS NOT NULL AND abs(${variancePercent}) > ${threshold}::numeric)`;
}

/** With or without a recorded justification of its variance (a value, like `berthedOnTime`). */
export function justified(yes: unknown): SQL {
  return sql`(${nominations.varianceJustification} IS NOT NULL) = ${yes}::boolean`;
}
