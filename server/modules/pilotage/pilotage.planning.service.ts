import type { FastifyRequest } from 'fastify';
import { msg } from '../../../contract/messages/index.js';
import { formatTerminalDateTime } from '../../../contract/datetime.js';
import { daysOf } from '../../platform/terminalDays.js';
import {
  checkResource,
  pilotViolation,
  slotFloor,
  type JobTimes,
  type PilotViolation,
} from '../../../contract/pilotageRules.js';
import {
  ASSIGNABLE_STATUSES,
  type AssignInput,
  type AutoAssignResult,
  type PilotageBoard,
  type PilotJobRecord,
} from '../../../contract/schemas/pilotage.js';
import type { Settings } from '../../../contract/schemas/settings.js';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound, refuseRules } from '../../platform/errors.js';
import { audited, found } from '../../platform/mutation.js';
import { writeAudit } from '../../platform/audit.js';
import { callerOf } from '../../platform/guard.js';
import { settingsOf } from '../settings/settings.service.js';
import * as repo from './pilotage.jobs.repository.js';
import { WITH_JOBS } from './pilotage.jobs.sync.js';
import { pilotAssigned } from './pilotage.notify.js';
import { MINUTE, DAY } from '../../../contract/time.js';

/** Checks a pilot and tugs on a job against every rule, with the jobs around it as they are in `tx`. */
async function violationsFor(tx: Tx, job: JobTimes, settings: Settings): Promise<PilotViolation[]> {
  const ids = [...(job.pilotId ? [job.pilotId] : []), ...job.tugIds];
  const people = await repo.resources(tx, ids);
  if (people.length !== new Set(ids).size) throw badRequest('records.missingReference');
  const around = await repo.ruleJobs(tx, new Date(job.start - DAY), new Date(job.end + DAY));
  const ctx = {
    ...settings.pilotage,
    jobs: around,
    formatTime: (ms: number) => formatTerminalDateTime(new Date(ms), settings.timeZone),
  };
  const out: PilotViolation[] = [];
  for (const r of people) {
    const asPilot = r.id === job.pilotId;
    if ((asPilot && r.kind !== 'pilot') || (!asPilot && r.kind !== 'tug')) {
      out.push(pilotViolation(asPilot ? 'notPilot' : 'notTug', { name: r.name }));
      continue;
    }
    out.push(...checkResource(job, r, ctx));
  }
  return out;
}

/** One assignment inside a caller's transaction: the rules pass or nothing changes (409). */
async function assignIn(request: FastifyRequest, tx: Tx, id: number, input: AssignInput, settings: Settings) {
  const row = await repo.lockJob(tx, id);
  if (!row) throw notFound();
  if (!ASSIGNABLE_STATUSES.includes(row.status))
    throw conflict(msg('pilotage.notAssignable', { status: { key: `pilotage.statuses.${row.status}` } }));
  const before = found(await repo.findJob(tx, id));
  const tugIds = [...new Set(input.tugIds)];
  const start = row.requiredAt.getTime();
  const job = { id, start, end: start + row.durationMinutes * MINUTE, pilotId: input.pilotId, tugIds };
  const violations = await violationsFor(tx, job, settings);
  if (violations.length) refuseRules('pilotRules', violations);
  const now = request.server.clock();
  // A new pilot has not confirmed yet.
  const status = row.pilotId !== input.pilotId ? 'Requested' : row.status;
  await repo.updateJob(tx, id, { pilotId: input.pilotId, status, updatedAt: now });
  await repo.setTugs(tx, id, tugIds);
  const after = found(await repo.findJob(tx, id));
  if (input.pilotId !== null && row.pilotId !== input.pilotId)
    await pilotAssigned(tx, after, callerOf(request).id, now, settings.timeZone);
  return { before, after };
}

export const planningService = {
  async board(request: FastifyRequest, from: string, to: string): Promise<PilotageBoard> {
    const settings = await settingsOf(request);
    const { start, end } = daysOf(from, to, settings.timeZone);
    const db = request.server.db;
    const [people, jobs] = await Promise.all([repo.resources(db), repo.jobsBetween(db, start, end)]);
    return {
      from,
      to,
      pilots: people.filter((r) => r.kind === 'pilot'),
      tugs: people.filter((r) => r.kind === 'tug'),
      jobs,
      rules: settings.pilotage,
    };
  },

  assign: (request: FastifyRequest, id: number, input: AssignInput) =>
    audited(request, async (tx) => {
      const { before, after } = await assignIn(request, tx, id, input, await settingsOf(request, tx));
      return { action: 'assignPilot', entity: 'pilotJob', entityId: id, before, after };
    }),

  /** A proposal for the terminal days `day` to `to`, computed in the worker thread; nothing is written. */
  async autoAssign(request: FastifyRequest, day: string, to = day): Promise<AutoAssignResult> {
    const settings = await settingsOf(request);
    const { start, end } = daysOf(day, to, settings.timeZone);
    const db = request.server.db;
    const [people, around, dayJobs] = await Promise.all([
      repo.resources(db),
      repo.ruleJobs(db, new Date(start.getTime() - DAY), new Date(end.getTime() + DAY)),
      repo.jobsBetween(db, start, end),
    ]);
    const open = new Set(
      dayJobs
        .filter(
          (j) =>
            ASSIGNABLE_STATUSES.includes(j.status) &&
            (j.pilotId === null || j.tugs.length < settings.pilotage.tugsPerJob),
        )
        .map((j) => j.id),
    );
    const { best, baseline } = await request.server.planner.assignPilots({
      jobs: around.filter((j) => open.has(j.id)),
      fixed: around.filter((j) => !open.has(j.id)),
      pilots: people.filter((r) => r.kind === 'pilot'),
      tugs: people.filter((r) => r.kind === 'tug'),
      rules: settings.pilotage,
      tugsPerJob: settings.pilotage.tugsPerJob,
    });
    // One count for all three figures: a job already piloted but short of tugs is open, and staffed once it has a pilot.
    return {
      ...best,
      open: open.size,
      assigned: open.size - best.unassigned.length,
      baseline: { assigned: open.size - baseline.unassigned.length, maxDutyMinutes: baseline.maxDutyMinutes },
    };
  },

  /** Accepting a proposal is one transaction: every assignment passes the rules, or none is made. */
  accept: (request: FastifyRequest, assignments: { jobId: number; pilotId: number | null; tugIds: number[] }[]) =>
    request.server.db.transaction(async (tx) => {
      const settings = await settingsOf(request, tx);
      const out: PilotJobRecord[] = [];
      for (const a of assignments) {
        const { before, after } = await assignIn(request, tx, a.jobId, a, settings);
        await writeAudit(tx, request, {
          action: 'autoAssignPilots',
          entity: 'pilotJob',
          entityId: a.jobId,
          before,
          after,
        });
        out.push(after);
      }
      return out;
    }),

  /** A shifting job, by hand, for a booked nomination that is not pilot exempt. */
  addShifting: (
    request: FastifyRequest,
    input: { nominationId: number; requiredAt: string; fromPlace: string; toPlace: string; remarks: string | null },
  ) =>
    audited(request, async (tx) => {
      const settings = await settingsOf(request, tx);
      const n = await repo.shiftingTarget(tx, input.nominationId);
      if (!n) throw badRequest('records.missingReference', 'nominationId');
      if (!WITH_JOBS.includes(n.status)) throw conflict('pilotage.notBooked');
      if (n.exempt) throw conflict(msg('pilotage.exempt', { id: input.nominationId }));
      const now = request.server.clock();
      const id = await repo.insertJob(tx, {
        nominationId: input.nominationId,
        movement: 'shifting',
        requiredAt: new Date(slotFloor(Date.parse(input.requiredAt))),
        durationMinutes: settings.pilotage.jobMinutes,
        fromPlace: input.fromPlace,
        toPlace: input.toPlace,
        remarks: input.remarks,
        orderedAt: now,
        createdBy: callerOf(request).id,
        createdAt: now,
        updatedAt: now,
      });
      const after = found(await repo.findJob(tx, id));
      return { action: 'addShifting', entity: 'pilotJob', entityId: id, before: null, after };
    }),

  cancel: (request: FastifyRequest, id: number, reason: string) =>
    audited(request, async (tx) => {
      const row = await repo.lockJob(tx, id);
      if (!row) throw notFound();
      if (!ASSIGNABLE_STATUSES.includes(row.status))
        throw conflict(
          msg('pilotage.stepRefused', {
            status: { key: `pilotage.statuses.${row.status}` },
            step: { key: 'pilotage.steps.cancel' },
          }),
        );
      const before = found(await repo.findJob(tx, id));
      // The typed reason joins the planner's remarks rather than replacing them; the record says who cancelled.
      await repo.updateJob(tx, id, {
        status: 'Cancelled',
        cancelReason: 'pilotage.cancelReasons.byPlanner',
        remarks: [row.remarks, reason].filter(Boolean).join('\n'),
        updatedAt: request.server.clock(),
      });
      return {
        action: 'cancelJob',
        entity: 'pilotJob',
        entityId: id,
        before,
        after: found(await repo.findJob(tx, id)),
      };
    }),
};
