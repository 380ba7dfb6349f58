import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { allFastWithin, berthedOnTime } from '../nominations/nominations.listFilters.repository.js';
import { scopeOf } from '../nominationScope/nominationScope.repository.js';

/** The period's instants (server/platform/days.ts `dayBound`), as the nomination list reads the same days. */
export interface FiguresPeriod {
  start: string;
  end: string;
}

/** One group's figures as the database sums them (hours and rates already rounded). */
export interface FiguresRow {
  key: number;
  label: string | null;
  calls: number;
  waitingHours: number | null;
  alongsideHours: number | null;
  pumpingHours: number | null;
  netRate: number | null;
  heldSeconds: number;
  onTime: number;
  /** The berths whose hours the occupancy is of: one for a berth, every active berth otherwise. */
  berthCount: number;
}

/** Which groups a statement sums: the whole terminal, each berth, or each customer (company). */
export type FiguresGroup = 'terminal' | 'berth' | 'customer';

export interface Ask {
  p: CallerPrincipal;
  period: FiguresPeriod;
  now: Date;
  toleranceHours: number;
  /** Only this company's calls (a customer's own; the terminal narrowing its customers). */
  companyId?: number;
}

const KEY: Record<FiguresGroup, SQL> = {
  terminal: sql`0`,
  berth: sql`nominations.berth_id`,
  customer: sql`nominations.company_id`,
};

const round1 = (v: SQL) => sql`round((${v})::numeric, 1)::float`;

/**
 * The calls all fast in the period (the list's "all fast" dates, read through nominations_all_fast_idx)
 * and their figures (DECISIONS.md §10): waiting from arrival (NOR) to all fast where both are
 * recorded in that order, alongside from all fast to cast off, pumping from the SoF's pumping
 * minutes, net rate as all tonnes over all pumping hours (a weighted rate, not an average of rates),
 * on time by the list's own condition.
 */
function callsOf(group: FiguresGroup, a: Ask, where: SQL): SQL {
  const hoursBetween = (from: SQL, to: SQL) => sql`extract(epoch FROM ${to} - ${from}) / 3600`;
  const pumped = sql`nominations.pumping_minutes > 0`;
  return sql`SELECT ${KEY[group]} AS k, count(*)::int AS calls,
      ${round1(sql`avg(${hoursBetween(sql`nominations.actual_arrived_at`, sql`nominations.actual_all_fast_at`)})
        FILTER (WHERE nominations.actual_arrived_at <= nominations.actual_all_fast_at)`)} AS waiting,
      ${round1(sql`avg(${hoursBetween(sql`nominations.actual_all_fast_at`, sql`nominations.actual_cast_off_at`)})
        FILTER (WHERE nominations.actual_cast_off_at >= nominations.actual_all_fast_at)`)} AS alongside,
      ${round1(sql`avg(nominations.pumping_minutes / 60.0)`)} AS pumping,
      ${round1(sql`sum(coalesce(nominations.actual_quantity, nominations.quantity)) FILTER (WHERE ${pumped})
        / nullif(sum(nominations.pumping_minutes / 60.0) FILTER (WHERE ${pumped}), 0)`)} AS rate,
      (count(*) FILTER (WHERE ${berthedOnTime(true, a.toleranceHours)}))::int AS on_time
    FROM nominations
   WHERE ${where} AND ${allFastWithin(a.period.start, a.period.end)}
   GROUP BY 1`;
}

/**
 * How long before the period a window may start and still reach into it: a week (no barge call
 * lasts longer). It bounds both reads to an index range (all fast; berth and planned time) rather
 * than every past call; a stay longer than this before the period would be left out.
 */
const LONGEST_STAY = sql`interval '7 days'`;

/**
 * The seconds of the period each group held a berth (DECISIONS.md §10's occupancy from actual
 * times): a call's actual window from all fast to cast off; one still alongside to now, and past
 * now to its all fast plus its planned hours (the part not yet made, estimated); a call not yet
 * all fast by its planned window from now on (what was planned before now and not made held
 * nothing). A call completed or cancelled without a recorded cast off holds its planned hours from
 * all fast, and at least to its completed pumping (without planned hours: only to that). Each window is clipped to the period; windows start at most LONGEST_STAY before it.
 */
function heldOf(group: FiguresGroup, a: Ask, where: SQL): SQL {
  const { start, end } = a.period;
  const now = a.now.toISOString();
  const planned = sql`nominations.duration_hours * interval '1 hour'`;
  const actualEnd = sql`coalesce(nominations.actual_cast_off_at,
      CASE WHEN nominations.status IN ('Completed', 'Cancelled')
             THEN greatest(nominations.actual_all_fast_at + coalesce(${planned}, interval '0'), nominations.actual_completed_at)
           ELSE greatest(${now}::timestamptz, nominations.actual_all_fast_at + coalesce(${planned}, interval '0')) END)`;
  const clipped = (from: SQL, to: SQL) =>
    sql`greatest(0, extract(epoch FROM least(${to}, ${end}::timestamptz) - greatest(${from}, ${start}::timestamptz)))`;
  return sql`SELECT k, sum(s) AS held FROM (
      SELECT ${KEY[group]} AS k, ${clipped(sql`nominations.actual_all_fast_at`, actualEnd)} AS s
        FROM nominations
       WHERE ${where} AND nominations.berth_id IS NOT NULL
         AND nominations.actual_all_fast_at IS NOT NULL AND nominations.actual_all_fast_at <= ${end}::timestamptz
         AND nominations.actual_all_fast_at >= ${start}::timestamptz - ${LONGEST_STAY}
         AND ${actualEnd} > ${start}::timestamptz
      UNION ALL
      SELECT ${KEY[group]}, ${clipped(sql`greatest(nominations.estimated_berth_time, ${now}::timestamptz)`, sql`nominations.estimated_berth_time + ${planned}`)}
        FROM nominations
       WHERE ${where} AND nominations.berth_id IN (SELECT id FROM berths) AND nominations.actual_all_fast_at IS NULL
         AND nominations.status NOT IN ('Cancelled', 'Completed')
         AND nominations.estimated_berth_time < ${end}::timestamptz
         AND nominations.estimated_berth_time >= greatest(${start}::timestamptz, ${now}::timestamptz) - ${LONGEST_STAY}
         AND nominations.estimated_berth_time + ${planned} > greatest(${start}::timestamptz, ${now}::timestamptz)
    ) w GROUP BY k`;
}

/** The calls the caller sees (its lists' scope), narrowed to one company when asked. */
function whereOf(a: Ask): SQL {
  const scoped = scopeOf(a.p) ?? sql`true`;
  return a.companyId === undefined ? scoped : sql`${scoped} AND nominations.company_id = ${a.companyId}`;
}

/**
 * The terminal's berthings (calls all fast in the period), their average waiting and how many were on
 * time: the terminal group's own statement above, so the dashboard's cards and the port calls'
 * section have one definition and cannot disagree. Without the held seconds (the costly half) and
 * outside a transaction: the dashboard reads it on every load.
 */
export async function terminalCalls(db: Db, a: Ask): Promise<Pick<FiguresRow, 'calls' | 'waitingHours' | 'onTime'>> {
  const [row] = (
    await db.execute(
      sql`SELECT calls, waiting AS "waitingHours", on_time AS "onTime" FROM (${callsOf('terminal', a, whereOf(a))}) c`,
    )
  ).rows as unknown as Pick<FiguresRow, 'calls' | 'waitingHours' | 'onTime'>[];
  // No call all fast in the period: the grouped statement has no row.
  return row ?? { calls: 0, waitingHours: null, onTime: 0 };
}

/**
 * One group's figures in one statement: its calls and the seconds it held berths, joined by key.
 * The terminal is one row; every active berth has a row (a free berth shows 0 calls); customers
 * are those with a call or a held berth in the period.
 */
function groupQuery(group: FiguresGroup, a: Ask): SQL {
  const where = whereOf(a);
  const calls = callsOf(group, a, where);
  const held = heldOf(group, a, where);
  const zeroCalls = sql`coalesce(c.calls, 0) AS calls, c.waiting AS "waitingHours", c.alongside AS "alongsideHours",
      c.pumping AS "pumpingHours", c.rate AS "netRate", coalesce(h.held, 0)::float AS "heldSeconds",
      coalesce(c.on_time, 0) AS "onTime"`;
  const berthCount = sql`(SELECT count(*) FROM berths WHERE active)::int AS "berthCount"`;
  return group === 'terminal'
    ? sql`WITH c AS (${calls}), h AS (${held})
          SELECT 0 AS key, NULL AS label, ${zeroCalls}, ${berthCount}
            FROM (SELECT 0 AS k) t LEFT JOIN c USING (k) LEFT JOIN h USING (k)`
    : group === 'berth'
      ? sql`WITH c AS (${calls}), h AS (${held})
            SELECT b.id AS key, b.name AS label, ${zeroCalls}, 1 AS "berthCount"
              FROM berths b LEFT JOIN c ON c.k = b.id LEFT JOIN h ON h.k = b.id
             WHERE b.active OR c.k IS NOT NULL OR h.k IS NOT NULL ORDER BY b.name, b.id`
      : a.companyId !== undefined
        ? // One company asked for (a customer's own, or the terminal narrowing): its row even without a call.
          sql`WITH c AS (${calls}), h AS (${held})
              SELECT co.id AS key, co.name AS label, ${zeroCalls}, ${berthCount}
                FROM companies co LEFT JOIN c ON c.k = co.id LEFT JOIN h ON h.k = co.id
               WHERE co.id = ${a.companyId}`
        : sql`WITH c AS (${calls}), h AS (${held})
              SELECT co.id AS key, co.name AS label, ${zeroCalls}, ${berthCount}
                FROM c FULL JOIN h USING (k) JOIN companies co ON co.id = k ORDER BY co.name, co.id`;
}

/**
 * The groups' figures, one statement each, in one transaction on one connection (fewer round trips
 * than a transaction per group). The planner gives these few thousand rows to parallel workers at
 * 100k nominations; starting them costs more than they save (measured: 18–30 ms with, 5–16 ms
 * without), so not in this transaction.
 */
export async function figures(db: Db, groups: { group: FiguresGroup; ask: Ask }[]): Promise<FiguresRow[][]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
    const answers: FiguresRow[][] = [];
    for (const g of groups)
      answers.push((await tx.execute(groupQuery(g.group, g.ask))).rows as unknown as FiguresRow[]);
    return answers;
  });
}
