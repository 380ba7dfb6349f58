import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLES } from '../../../contract/enums.js';
import { msg } from '../../../contract/messages/index.js';
import { repeatedDue } from '../../../contract/portCall.js';
import type { ChecklistDueRow } from '../../../contract/schemas/portCall.js';
import type { DbOrTx } from '../../db/client.js';
import { registerMinuteJob } from '../../platform/minuteJob.js';
import { terminalUsers } from '../notifications/notifications.parties.repository.js';
import { raiseNotification } from '../notifications/notifications.repository.js';
import { processSettings, settingsOf } from '../settings/settings.service.js';
import { claimDueNotice, fixPumpingIntervals, pumpingCalls } from './portCall.checklist.repository.js';

interface DueRound extends ChecklistDueRow {
  at: Date;
}

/**
 * The repeated checks due now and not signed by both sides, of the calls pumping now, soonest first;
 * each call's rounds every its fixed hours (`hours`, the setting, for a call not fixed yet).
 */
async function dueRounds(db: DbOrTx, now: Date, hours: number): Promise<DueRound[]> {
  const rounds: DueRound[] = [];
  for (const c of await pumpingCalls(db)) {
    const signed = new Set(c.signedRounds.map(Number));
    repeatedDue(c.commencedAt.getTime(), null, now.getTime(), c.fixedHours ?? hours).forEach((at, i) => {
      if (signed.has(i + 1)) return;
      const dueAt = new Date(at);
      rounds.push({
        nominationId: c.id,
        bargeName: c.bargeName,
        berth: c.berth,
        round: i + 1,
        dueAt: dueAt.toISOString(),
        at: dueAt,
      });
    });
  }
  return rounds.sort((a, b) => a.at.getTime() - b.at.getTime() || a.nominationId - b.nominationId);
}

/** `checklistDue`: the loading master's and the control room's list (terminal staff: the terminal's scope). */
export async function listDue(request: FastifyRequest): Promise<ChecklistDueRow[]> {
  const settings = await settingsOf(request);
  const rows = await dueRounds(request.server.db, request.server.clock(), settings.portCall.repeatCheckHours);
  return rows.map(({ at: _at, ...row }) => row);
}

/**
 * Fixes the hours of the calls pumping without them (the setting now: so a transfer's rounds keep
 * their numbers however the setting changes later), then announces each repeated check that fell
 * due to the loading masters, once: the round's row in
 * checklist_due_notices is claimed first (ON CONFLICT DO NOTHING), so of several API processes (or
 * runs) only the one that inserted it notifies. Returns how many rounds it announced.
 */
export async function runChecklistDue(app: FastifyInstance): Promise<number> {
  const settings = await processSettings(app);
  return app.db.transaction(async (tx) => {
    const now = app.clock();
    await fixPumpingIntervals(tx, settings.portCall.repeatCheckHours, now);
    const due = await dueRounds(tx, now, settings.portCall.repeatCheckHours);
    let announced = 0;
    let masters: number[] | undefined;
    for (const d of due) {
      if (!(await claimDueNotice(tx, d.nominationId, d.round, now))) continue;
      masters ??= await terminalUsers(tx, [ROLES.TERMINAL_LOADING_MASTER]);
      const notice = msg('checklist.dueNotice', { round: d.round, id: d.nominationId, barge: d.bargeName });
      await raiseNotification(tx, masters, notice, d.nominationId, now);
      announced++;
    }
    return announced;
  });
}

/** Looks for repeated checks fallen due once a minute in this process. */
export function registerChecklistDue(app: FastifyInstance): void {
  registerMinuteJob(app, 'checklist due notices', () => runChecklistDue(app));
}
