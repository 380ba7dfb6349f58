import { and, asc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { companies, nominations, pilotJobs, pilotJobTugs, pilots, ships } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { PilotJobRecord } from '../../../contract/schemas/pilotage.js';
import { isLateOrder, type JobTimes, type Resource } from '../../../contract/pilotageRules.js';
import { iso } from '../../platform/mutation.js';
import { terminalSees, terminalUnseenIds } from '../nominationScope/nominationScope.repository.js';
import { MINUTE } from '../../../contract/time.js';

const tugsOf = sql<{ id: number; name: string }[]>`coalesce((
  SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name)
    FROM ${pilotJobTugs} jt JOIN ${pilots} t ON t.id = jt.tug_id
   WHERE jt.job_id = ${pilotJobs.id}), '[]'::json)`;
const pilotName = sql<string | null>`(SELECT p.name FROM ${pilots} p WHERE p.id = ${pilotJobs.pilotId})`;

const columns = {
  id: pilotJobs.id,
  nominationId: pilotJobs.nominationId,
  nominationStatus: nominations.status,
  bargeName: ships.name,
  customerName: companies.name,
  movement: pilotJobs.movement,
  fromPlace: pilotJobs.fromPlace,
  toPlace: pilotJobs.toPlace,
  requiredAt: pilotJobs.requiredAt,
  durationMinutes: pilotJobs.durationMinutes,
  orderedAt: pilotJobs.orderedAt,
  pilotId: pilotJobs.pilotId,
  pilotName,
  tugs: tugsOf,
  status: pilotJobs.status,
  actualStart: pilotJobs.actualStart,
  actualEnd: pilotJobs.actualEnd,
  remarks: pilotJobs.remarks,
  cancelReason: pilotJobs.cancelReason,
};

function select(db: DbOrTx) {
  return db
    .select(columns)
    .from(pilotJobs)
    .innerJoin(nominations, eq(nominations.id, pilotJobs.nominationId))
    .innerJoin(ships, eq(ships.id, nominations.bargeId))
    .innerJoin(companies, eq(companies.id, nominations.companyId));
}
type Row = Awaited<ReturnType<typeof select>>[number];

function toJobRecord(r: Row): PilotJobRecord {
  const start = r.requiredAt.getTime();
  return {
    ...r,
    requiredAt: r.requiredAt.toISOString(),
    endAt: new Date(start + r.durationMinutes * MINUTE).toISOString(),
    orderedAt: r.orderedAt.toISOString(),
    late: isLateOrder(r.orderedAt.getTime(), start),
    actualStart: iso(r.actualStart),
    actualEnd: iso(r.actualEnd),
  };
}

/** Live jobs (not cancelled) required in [from, to), earliest first; `where` narrows them (scope). */
export async function jobsBetween(db: DbOrTx, from: Date, to: Date, where?: SQL): Promise<PilotJobRecord[]> {
  const rows = await select(db)
    .where(
      and(
        gte(pilotJobs.requiredAt, from),
        lt(pilotJobs.requiredAt, to),
        ne(pilotJobs.status, 'Cancelled'),
        eq(nominations.hideFromTerminal, false),
        where,
      ),
    )
    .orderBy(asc(pilotJobs.requiredAt), asc(pilotJobs.id));
  return rows.map(toJobRecord);
}

export async function findJob(db: DbOrTx, id: number): Promise<PilotJobRecord | undefined> {
  const [row] = await select(db).where(eq(pilotJobs.id, id));
  return row && toJobRecord(row);
}

/**
 * Locks a job for a change (its row only). A job of a nomination the terminal may not see is
 * missing, as its nomination is (DECISIONS §9).
 */
export async function lockJob(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(pilotJobs)
    .where(and(eq(pilotJobs.id, id), sql`${pilotJobs.nominationId} NOT IN (${terminalUnseenIds})`))
    .for('update');
  return row;
}

type JobsView = 'today' | 'upcoming' | 'past';

/**
 * Today: the jobs of the terminal's day [start, end) and any still in progress; upcoming: later
 * ones; past: earlier ones and every cancelled one (cancelled jobs show only in the past).
 */
function viewWhere(view: JobsView, start: Date, end: Date): SQL | undefined {
  const live = ne(pilotJobs.status, 'Cancelled');
  if (view === 'today')
    return and(
      live,
      or(and(gte(pilotJobs.requiredAt, start), lt(pilotJobs.requiredAt, end)), eq(pilotJobs.status, 'In Progress')),
    );
  if (view === 'upcoming') return and(live, gte(pilotJobs.requiredAt, end));
  return or(lt(pilotJobs.requiredAt, start), inArray(pilotJobs.status, ['Cancelled']));
}

/**
 * A page of jobs for the pilot screen, with the total: one pilot's (`pilotId`) or every one
 * (`null`); upcoming and today soonest first, the past latest first.
 */
export async function jobsPage(
  db: DbOrTx,
  q: { view: JobsView; pilotId: number | null; start: Date; end: Date; limit: number; offset: number },
): Promise<{ rows: PilotJobRecord[]; total: number }> {
  const where = and(
    q.pilotId === null ? undefined : eq(pilotJobs.pilotId, q.pilotId),
    viewWhere(q.view, q.start, q.end),
    eq(nominations.hideFromTerminal, false),
  );
  const soonestFirst = q.view !== 'past';
  const rows = await select(db)
    .where(where)
    .orderBy(
      soonestFirst ? asc(pilotJobs.requiredAt) : sql`${pilotJobs.requiredAt} DESC`,
      soonestFirst ? asc(pilotJobs.id) : sql`${pilotJobs.id} DESC`,
    )
    .limit(q.limit)
    .offset(q.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pilotJobs)
    .innerJoin(nominations, eq(nominations.id, pilotJobs.nominationId))
    .where(where);
  return { rows: rows.map(toJobRecord), total: count?.n ?? 0 };
}

/** A nomination the terminal may see, with what a hand-added shifting job needs of it. */
export async function shiftingTarget(db: DbOrTx, nominationId: number) {
  const [row] = await db
    .select({ status: nominations.status, exempt: nominations.pilotExemption })
    .from(nominations)
    .where(and(eq(nominations.id, nominationId), terminalSees()));
  return row;
}

/** Jobs as the rules see them: every live job required in [from, to). */
export async function ruleJobs(db: DbOrTx, from: Date, to: Date): Promise<JobTimes[]> {
  const rows = await db
    .select({
      id: pilotJobs.id,
      requiredAt: pilotJobs.requiredAt,
      durationMinutes: pilotJobs.durationMinutes,
      pilotId: pilotJobs.pilotId,
      tugIds: sql<
        number[]
      >`coalesce((SELECT array_agg(jt.tug_id ORDER BY jt.tug_id) FROM ${pilotJobTugs} jt WHERE jt.job_id = ${pilotJobs.id}), '{}')`,
    })
    .from(pilotJobs)
    .where(and(gte(pilotJobs.requiredAt, from), lt(pilotJobs.requiredAt, to), ne(pilotJobs.status, 'Cancelled')));
  return rows.map((r) => ({
    id: r.id,
    start: r.requiredAt.getTime(),
    end: r.requiredAt.getTime() + r.durationMinutes * MINUTE,
    pilotId: r.pilotId,
    tugIds: r.tugIds.map(Number),
  }));
}

export async function resources(db: DbOrTx, ids?: number[]): Promise<Resource[]> {
  return db
    .select({ id: pilots.id, name: pilots.name, kind: pilots.kind, active: pilots.active })
    .from(pilots)
    .where(ids ? inArray(pilots.id, ids.length ? ids : [-1]) : undefined)
    .orderBy(asc(pilots.name), asc(pilots.id));
}

export async function setTugs(db: DbOrTx, jobId: number, tugIds: readonly number[]): Promise<void> {
  await db.delete(pilotJobTugs).where(eq(pilotJobTugs.jobId, jobId));
  if (tugIds.length) await db.insert(pilotJobTugs).values(tugIds.map((tugId) => ({ jobId, tugId })));
}

export type JobValues = Partial<typeof pilotJobs.$inferInsert>;
export async function updateJob(db: DbOrTx, id: number, values: JobValues): Promise<void> {
  await db.update(pilotJobs).set(values).where(eq(pilotJobs.id, id));
}
export async function insertJob(db: DbOrTx, values: typeof pilotJobs.$inferInsert): Promise<number> {
  const [row] = await db.insert(pilotJobs).values(values).returning({ id: pilotJobs.id });
  return row!.id;
}

/** A nomination's jobs not yet done or cancelled, locked for its completion, earliest first. */
export async function openJobsOf(db: DbOrTx, nominationId: number) {
  return db
    .select({
      id: pilotJobs.id,
      movement: pilotJobs.movement,
      status: pilotJobs.status,
      requiredAt: pilotJobs.requiredAt,
      durationMinutes: pilotJobs.durationMinutes,
      pilotId: pilotJobs.pilotId,
    })
    .from(pilotJobs)
    .where(
      and(
        eq(pilotJobs.nominationId, nominationId),
        inArray(pilotJobs.status, ['Requested', 'Confirmed', 'In Progress']),
      ),
    )
    .orderBy(asc(pilotJobs.requiredAt), asc(pilotJobs.id))
    .for('update');
}
