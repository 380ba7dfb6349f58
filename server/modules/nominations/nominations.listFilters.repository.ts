import { sql, type SQL } from 'drizzle-orm';
import { nominations } from '../../db/schema/index.js';

/**
 * The nomination list's conditions that the dashboard's figures also count by (issue 31): one
 * definition each, so a figure and the list it opens cannot disagree. Values may be placeholders
 * (the list's prepared statements) or plain values (the dashboard's one-off counts).
 */

/**
 * Berthed in the period: all fast, as the statement of facts recorded it (the nomination's actual
 * time, issue 33), within it. A bare range on the column, so nominations_all_fast_idx serves it.
 */
export function allFastWithin(start: unknown, end: unknown): SQL {
  const from = start === undefined ? sql`` : sql` AND ${nominations.actualAllFastAt} >= ${start}`;
  const to = end === undefined ? sql`` : sql` AND ${nominations.actualAllFastAt} <= ${end}`;
  return sql`(${nominations.actualAllFastAt} IS NOT NULL${from}${to})`;
}

/**
 * With (`yes` true) or without a certificate of quality signed off-spec (issue 34), signed within
 * [start, end] when given: a signed document no longer changes, so its last update is its signing.
 * An IN, not a correlated EXISTS: PostgreSQL runs it once as a hashed subplan (documents by their
 * (type, status) index) and probes it per nomination; EXISTS inside the comparison ran once per
 * nomination (20k nominations: 1.5 ms against 22 ms, EXPLAIN ANALYZE).
 */
export function offSpecSigned(yes: unknown, start: unknown, end: unknown): SQL {
  const from = start === undefined ? sql`` : sql` AND d.updated_at >= ${start}`;
  const to = end === undefined ? sql`` : sql` AND d.updated_at <= ${end}`;
  return sql`(${nominations.id} IN (SELECT d.nomination_id FROM documents d WHERE d.type = 'quality'
    AND d.status = 'Signed' AND d.off_spec IS NOT NULL${from}${to})) = ${yes}::boolean`;
}

/** On a berth (the port call figures' berth rows and the list they open). */
export function onBerth(berthId: unknown): SQL {
  return sql`${nominations.berthId} = ${berthId}`;
}

/**
 * All fast within `hours` of the planned berth time (DECISIONS.md §10's on time; the tolerance is
 * the setting portCall.onTimeToleranceHours, which the figures' links carry), or not. The wish is a
 * value, not a branch, so one prepared statement serves both. A call not yet all fast is neither.
 */
export function berthedOnTime(onTime: unknown, hours: unknown): SQL {
  return sql`(${nominations.actualAllFastAt} IS NOT NULL
    AND (abs(extract(epoch FROM ${nominations.actualAllFastAt} - ${nominations.estimatedBerthTime})) <= ${hours}::numeric * 3600) = ${onTime}::boolean)`;
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
