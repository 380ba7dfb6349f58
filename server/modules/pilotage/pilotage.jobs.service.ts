import type { FastifyRequest } from 'fastify';
import { msg } from '../../../contract/messages/index.js';
import { isHeadOfPilot } from '../../../contract/permissions.js';
import { terminalDay } from '../../../contract/datetime.js';
import { JOB_STEPS, jobStepsFrom, type JobStep, type JobStepInput } from '../../../contract/schemas/pilotage.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { audited, found } from '../../platform/mutation.js';
import { callerOf } from '../../platform/guard.js';
import { settingsOf } from '../settings/settings.service.js';
import * as repo from './pilotage.jobs.repository.js';
import { daysOf } from '../../platform/terminalDays.js';

/** A pilot's own jobs; the head of pilot's every one (`null`, DECISIONS.md §7a). */
function pilotOf(p: CallerPrincipal): number | null {
  if (isHeadOfPilot(p)) return null;
  if (p.pilotId === null) throw conflict('pilotage.noPilotLinked');
  return p.pilotId;
}

const STEP_AUDIT = { confirm: 'confirmJob', start: 'startJob', complete: 'completeJob' } as const;

export const jobsService = {
  /**
   * Today: the jobs of the terminal's day and any still in progress; upcoming: later ones, soonest
   * first; past: earlier ones, latest first. Cancelled jobs show only in the past.
   */
  async list(request: FastifyRequest, q: { view: 'today' | 'upcoming' | 'past'; pageNum: number; pageSize: number }) {
    const p = callerOf(request);
    const settings = await settingsOf(request);
    const today = terminalDay(request.server.clock(), settings.timeZone);
    const { start, end } = daysOf(today, today, settings.timeZone);
    return repo.jobsPage(request.server.db, {
      view: q.view,
      pilotId: pilotOf(p),
      start,
      end,
      limit: q.pageSize,
      offset: (q.pageNum - 1) * q.pageSize,
    });
  },

  /** Confirm, start or complete a job: its pilot, or the head of pilot for it. */
  step: (request: FastifyRequest, id: number, step: JobStep, input: JobStepInput) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const row = await repo.lockJob(tx, id);
      if (!row) throw notFound();
      if (!isHeadOfPilot(p)) {
        if (p.pilotId === null) throw conflict('pilotage.noPilotLinked');
        if (row.pilotId !== p.pilotId) throw forbidden('pilotage.notYourJob');
      }
      if (!jobStepsFrom(row.status).includes(step))
        throw conflict(
          msg('pilotage.stepRefused', {
            status: { key: `pilotage.statuses.${row.status}` },
            step: { key: `pilotage.steps.${step}` },
          }),
        );
      if (row.pilotId === null) throw conflict('pilotage.needsPilot');
      const now = request.server.clock();
      const before = found(await repo.findJob(tx, id));
      const values: repo.JobValues = { status: JOB_STEPS[step].to, updatedAt: now };
      if (input.remarks) values.remarks = input.remarks;
      if (step === 'start') values.actualStart = input.actualStart ? new Date(input.actualStart) : now;
      if (step === 'complete') {
        const actualStart = input.actualStart ? new Date(input.actualStart) : (row.actualStart ?? now);
        const actualEnd = input.actualEnd ? new Date(input.actualEnd) : now;
        if (actualEnd.getTime() <= actualStart.getTime()) throw badRequest('pilotage.endBeforeStart', 'actualEnd');
        Object.assign(values, { actualStart, actualEnd });
      }
      await repo.updateJob(tx, id, values);
      const after = found(await repo.findJob(tx, id));
      return { action: STEP_AUDIT[step], entity: 'pilotJob', entityId: id, before, after };
    }),
};
