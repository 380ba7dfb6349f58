import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { JobTimes } from '../contract/pilotageRules.js';
import { DEFAULT_SETTINGS } from '../contract/schemas/settings.js';
import { berths, jetties, nominations, pilotJobs, pilotJobTugs, pilots, users } from '../server/db/schema/index.js';
import type { Db } from '../server/db/client.js';
import { autoAssign } from '../server/modules/pilotage/pilotage.autoAssign.js';
import { movementsOf, WITH_JOBS } from '../server/modules/pilotage/pilotage.jobs.sync.js';
import { MINUTE, HOUR, DAY } from '../contract/time.js';

/** Jobs further ahead than this stay open, for the planning screen to have work. */
const PLANNED_AHEAD = DAY;

/**
 * The demo terminal's pilotage (issue 17): the demo pilot user linked to its pilot record, and the
 * berthing and unberthing jobs of every booked or later nomination of the history, staffed by the
 * auto-assign within the rules; past jobs done with their actual times. Deterministic; runs once.
 */
export async function seedPilotageHistory(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727017)`);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(pilotJobs);
    if (n > 0) return 0;
    const [pilotUser] = await tx
      .select({ id: users.id, name: users.nickName })
      .from(users)
      .where(and(eq(users.userName, 'pilot'), isNull(users.pilotId)));
    if (pilotUser) {
      const [record] = await tx
        .insert(pilots)
        .values({
          name: pilotUser.name,
          kind: 'pilot',
          contact: '+65 9123 4509',
          createdOn: new Date(now.getTime() - 90 * DAY),
        })
        .returning({ id: pilots.id });
      await tx.update(users).set({ pilotId: record!.id }).where(eq(users.id, pilotUser.id));
    }
    const people = await tx
      .select({ id: pilots.id, name: pilots.name, kind: pilots.kind, active: pilots.active })
      .from(pilots)
      .orderBy(asc(pilots.id));
    const booked = await tx
      .select({
        id: nominations.id,
        status: nominations.status,
        start: nominations.estimatedBerthTime,
        hours: nominations.durationHours,
        assignedAt: nominations.berthAssignedAt,
        berthName: berths.name,
        jettyNumber: jetties.number,
      })
      .from(nominations)
      .innerJoin(berths, eq(berths.id, nominations.berthId))
      .innerJoin(jetties, eq(jetties.id, berths.jettyId))
      .where(
        and(
          inArray(nominations.status, [...WITH_JOBS, 'Completed']),
          eq(nominations.pilotExemption, false),
          isNotNull(nominations.estimatedBerthTime),
        ),
      )
      .orderBy(asc(nominations.estimatedBerthTime), asc(nominations.id));
    const { jobMinutes } = DEFAULT_SETTINGS.pilotage;
    const rows: (typeof pilotJobs.$inferInsert)[] = [];
    for (const b of booked) {
      const ordered = b.assignedAt ?? new Date(b.start!.getTime() - DAY);
      for (const want of movementsOf({ ...b, start: b.start! }, jobMinutes))
        rows.push({
          nominationId: b.id,
          ...want,
          durationMinutes: jobMinutes,
          orderedAt: ordered,
          createdAt: ordered,
          updatedAt: ordered,
        });
    }
    if (!rows.length) return 0;
    const inserted = await tx
      .insert(pilotJobs)
      .values(rows)
      .returning({ id: pilotJobs.id, requiredAt: pilotJobs.requiredAt });

    const horizon = now.getTime() + PLANNED_AHEAD;
    const toStaff: JobTimes[] = inserted
      .filter((j) => j.requiredAt.getTime() < horizon)
      .map((j) => ({
        id: j.id,
        start: j.requiredAt.getTime(),
        end: j.requiredAt.getTime() + jobMinutes * MINUTE,
        pilotId: null,
        tugIds: [],
      }));
    const plan = autoAssign({
      jobs: toStaff,
      fixed: [],
      pilots: people.filter((p) => p.kind === 'pilot'),
      tugs: people.filter((p) => p.kind === 'tug'),
      rules: DEFAULT_SETTINGS.pilotage,
      tugsPerJob: DEFAULT_SETTINGS.pilotage.tugsPerJob,
    });
    const tugRows: { jobId: number; tugId: number }[] = [];
    const staffed: { id: number; pilotId: number | null; status: string; start: string | null; end: string | null }[] =
      [];
    for (const a of plan.assignments) {
      const job = inserted.find((j) => j.id === a.jobId)!;
      const at = job.requiredAt.getTime();
      // Done when it ended over an hour ago; on board now; confirmed when near; requested further out.
      const done = at + jobMinutes * MINUTE < now.getTime() - HOUR;
      const started = !done && at <= now.getTime();
      const lateBy = (a.jobId % 4) * 5 * MINUTE;
      staffed.push({
        id: a.jobId,
        pilotId: a.pilotId,
        status: done ? 'Completed' : started ? 'In Progress' : a.jobId % 3 === 0 ? 'Requested' : 'Confirmed',
        start: done || started ? new Date(at + lateBy).toISOString() : null,
        end: done ? new Date(at + lateBy + (jobMinutes - 10 + (a.jobId % 5) * 5) * MINUTE).toISOString() : null,
      });
      for (const tugId of a.tugIds) tugRows.push({ jobId: a.jobId, tugId });
    }
    // One statement for every staffed job: the seed runs before the portal starts.
    if (staffed.length)
      await tx.execute(sql`UPDATE ${pilotJobs} SET pilot_id = v.pilot_id, status = v.status::pilot_job_status,
          actual_start = v.actual_start, actual_end = v.actual_end
        FROM jsonb_to_recordset(${JSON.stringify(
          staffed.map((s) => ({
            id: s.id,
            pilot_id: s.pilotId,
            status: s.status,
            actual_start: s.start,
            actual_end: s.end,
          })),
        )}::jsonb) AS v(id int, pilot_id int, status text, actual_start timestamptz, actual_end timestamptz)
        WHERE ${pilotJobs.id} = v.id`);
    if (tugRows.length) await tx.insert(pilotJobTugs).values(tugRows);
    return inserted.length;
  });
}
