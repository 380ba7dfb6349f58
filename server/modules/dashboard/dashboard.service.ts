import type { FastifyRequest } from 'fastify';
import { isCustomer } from '../../../contract/permissions.js';
import { addDays, terminalDay, terminalDayStart } from '../../../contract/datetime.js';
import {
  DASHBOARD_DEFAULT_DAYS,
  type DashboardQuery,
  type DashboardResult,
} from '../../../contract/schemas/dashboard.js';
import { callerOf } from '../../platform/guard.js';
import { badRequest } from '../../platform/errors.js';
import { settingsOf } from '../settings/settings.service.js';
import * as repo from './dashboard.repository.js';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** The period's days (the last 30 up to today when none are given) and its instants in the terminal's zone. */
function periodOf(q: DashboardQuery, now: Date, timeZone: string) {
  const to = q.to ?? terminalDay(now, timeZone);
  const from = q.from ?? addDays(to, -(DASHBOARD_DEFAULT_DAYS - 1));
  const start = terminalDayStart(from, timeZone);
  // Up to the start of the day after the last: a day is 23 or 25 hours where the zone changes clocks.
  const end = terminalDayStart(addDays(to, 1), timeZone);
  if (!start || !end || from > to) throw badRequest('validation.dateOrder');
  return { from, to, start, end };
}

/**
 * DECISIONS.md §7's dashboard in one answer: the terminal's figures for terminal logistics, a
 * customer's own for its users. The queries run side by side on the pool.
 */
export async function dashboard(request: FastifyRequest, q: DashboardQuery): Promise<DashboardResult> {
  const p = callerOf(request);
  const db = request.server.db;
  const settings = await settingsOf(request);
  const now = request.server.clock();
  const period = periodOf(q, now, settings.timeZone);
  if (isCustomer(p)) {
    const companyId = p.companyId ?? -1;
    const [states, next, variance, vettings] = await Promise.all([
      repo.states(db, period, companyId),
      repo.nextBerthings(db, companyId, now),
      repo.variance(db, companyId, period, settings.varianceThreshold),
      repo.companyVettings(db, companyId, now),
    ]);
    return {
      kind: 'customer',
      from: period.from,
      to: period.to,
      states,
      nextBerthings: next.map((n) => ({ ...n, at: iso(n.at) })),
      variance,
      vettings: vettings.byStatus,
      expiring: vettings.expiring.map((v) => ({ ...v, expiresAt: iso(v.expiresAt) })),
    };
  }
  const [occupancy, berthings, states, throughput, open] = await Promise.all([
    repo.occupancy(db, period.end),
    repo.berthings(db, period),
    repo.states(db, period),
    repo.throughput(db, period),
    repo.openCounts(db, settings.varianceThreshold, now),
  ]);
  return {
    kind: 'terminal',
    from: period.from,
    to: period.to,
    occupancy,
    waiting: { averageHours: berthings.averageHours, berthings: berthings.berthings },
    states,
    onTime: { onTime: berthings.onTime, berthings: berthings.timed },
    throughput,
    highVarianceOpen: open.highVarianceOpen,
    vettings: { waitingOnTerminal: open.waitingOnTerminal, open: open.open, expiring: open.expiring },
    documentsAwaiting: open.documentsAwaiting,
  };
}
