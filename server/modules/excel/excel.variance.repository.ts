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
}

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
                   n.quantity::float AS quantity, n.actual_quantity::float AS actual, n.variance_justification AS justification
              FROM nominations n
              JOIN companies c ON c.id = n.company_id JOIN ships s ON s.id = n.barge_id JOIN products p ON p.id = n.product_id
             WHERE ${inPeriod(start, end)} AND (n.completed_at, n.id) > (${after.at}::timestamptz, ${after.id})
             ORDER BY n.completed_at, n.id LIMIT ${BATCH}`)
        ).rows as unknown as (Omit<Row, 'completedAt'> & { completedAt: Date | string })[]
      ).map((r) => ({ ...r, completedAt: new Date(r.completedAt) })),
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
