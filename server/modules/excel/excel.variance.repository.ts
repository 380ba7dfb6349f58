import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { BATCH, keysetBatches } from './excel.keyset.js';

interface Row {
  id: number;
  completedAt: Date;
  company: string;
  barge: string;
  product: string;
  quantity: number;
  actual: number;
  justification: string | null;
  /** The statement of facts' actual times (issue 33); null where not recorded. */
  arrived: Date | null;
  allFast: Date | null;
  commenced: Date | null;
  completedPumping: Date | null;
  castOff: Date | null;
  /** The call's latest laytime version (DECISIONS.md §11), whole minutes; null when none was computed. */
  allowedMinutes: number | null;
  usedMinutes: number | null;
  overMinutes: number | null;
  savedMinutes: number | null;
  terminalDelayMinutes: number | null;
}

type Stored<R> = {
  [K in keyof R]: R[K] extends Date ? Date | string : R[K] extends Date | null ? Date | string | null : R[K];
};
const date = (v: Date | string) => new Date(v);
const dateOrNull = (v: Date | string | null) => (v === null ? null : new Date(v));

/** The report's nominations: completed in the period with an actual quantity, not hidden from the terminal. */
const inPeriod = (start: Date, end: Date) => sql`
  n.status = 'Completed' AND n.actual_quantity IS NOT NULL AND NOT n.hide_from_terminal
  AND n.completed_at >= ${start}::timestamptz AND n.completed_at < ${end}::timestamptz`;

/** Completed nominations of the period, oldest first, a batch at a time. */
export function varianceRows(db: Db, start: Date, end: Date): AsyncGenerator<Row[]> {
  return keysetBatches(
    async (after) =>
      (
        (
          await db.execute(sql`
            SELECT n.id, n.completed_at AS "completedAt", c.name AS company, s.name AS barge, p.name AS product,
                   n.quantity::float AS quantity, n.actual_quantity::float AS actual, n.variance_justification AS justification,
                   n.actual_arrived_at AS arrived, n.actual_all_fast_at AS "allFast", n.actual_commenced_at AS commenced,
                   n.actual_completed_at AS "completedPumping", n.actual_cast_off_at AS "castOff",
                   l.allowed_minutes AS "allowedMinutes", l.used_minutes AS "usedMinutes", l.over_minutes AS "overMinutes",
                   l.saved_minutes AS "savedMinutes", l.terminal_delay_minutes AS "terminalDelayMinutes"
              FROM nominations n
              JOIN companies c ON c.id = n.company_id JOIN ships s ON s.id = n.barge_id JOIN products p ON p.id = n.product_id
              LEFT JOIN LATERAL (
                SELECT r.allowed_minutes, r.used_minutes, r.over_minutes, r.saved_minutes, r.terminal_delay_minutes
                  FROM laytime_results r WHERE r.nomination_id = n.id ORDER BY r.version DESC LIMIT 1
              ) l ON true
             WHERE ${inPeriod(start, end)} AND (n.completed_at, n.id) > (${after.at}::timestamptz, ${after.id})
             ORDER BY n.completed_at, n.id LIMIT ${BATCH}`)
        ).rows as unknown as Stored<Row>[]
      ).map((r) => ({
        ...r,
        completedAt: date(r.completedAt),
        arrived: dateOrNull(r.arrived),
        allFast: dateOrNull(r.allFast),
        commenced: dateOrNull(r.commenced),
        completedPumping: dateOrNull(r.completedPumping),
        castOff: dateOrNull(r.castOff),
      })),
    (r) => r.completedAt,
  );
}

/** The summary: per customer and product, counts and sums, and how many are beyond the threshold (percent). */
export async function varianceGroups(db: Db, start: Date, end: Date, threshold: number) {
  return (
    await db.execute(sql`
        SELECT c.name AS company, p.name AS product, count(*)::int AS count,
               sum(n.quantity)::float AS quantity, sum(n.actual_quantity)::float AS actual,
               (count(*) FILTER (WHERE abs(n.actual_quantity - n.quantity) / n.quantity * 100 > ${threshold}))::int AS high
          FROM nominations n JOIN companies c ON c.id = n.company_id JOIN products p ON p.id = n.product_id
         WHERE ${inPeriod(start, end)}
         GROUP BY c.name, p.name ORDER BY c.name, p.name`)
  ).rows as unknown as {
    company: string;
    product: string;
    count: number;
    quantity: number;
    actual: number;
    high: number;
  }[];
}
