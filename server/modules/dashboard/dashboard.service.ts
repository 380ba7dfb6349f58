import type { FastifyRequest } from 'fastify';
import { isCustomer } from '../../../contract/permissions.js';
import { addDays, terminalDay } from '../../../contract/datetime.js';
import { DOCUMENT_TYPES } from '../../../contract/documents.js';
import {
  BERTHINGS_AHEAD_DAYS,
  inProgressStates,
  type CustomerDashboard,
  type DashboardQuery,
  type DashboardResult,
  type Figure,
  type TerminalDashboard,
} from '../../../contract/schemas/dashboard.js';
import { callerOf } from '../../platform/guard.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { settingsOf } from '../settings/settings.service.js';
import type { Db } from '../../db/client.js';
import type { Settings } from '../../../contract/schemas/settings.js';
import { countWaiting } from '../shipVettings/shipVettings.repository.js';
import { VS } from '../../../contract/vetting.js';
import { terminalCalls } from '../portCall/portCall.figures.repository.js';
import { onTimePercent } from '../portCall/portCall.figures.service.js';
import { dashboardPeriod, dayBounds, type DashboardPeriod } from '../../platform/figuresPeriod.js';
import * as repo from './dashboard.repository.js';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** A count and the nomination list's filter that shows exactly those nominations. */
const nominations = (value: number, filter: Record<string, string>): Figure => ({
  value,
  link: { resource: 'nominations', filter },
});

/** What every figure is counted for: the caller, the period, the terminal's settings and clock. */
interface Context {
  db: Db;
  p: CallerPrincipal;
  period: DashboardPeriod;
  settings: Settings;
  now: Date;
}

/** The nominations in progress now, of any date, by state in lifecycle order, each opening its list. */
async function stateFigures({ db, p }: Context) {
  const order = inProgressStates(isCustomer(p));
  const counts = new Map((await repo.inStates(db, p, order)).map((s) => [s.status, s.count]));
  return order
    .filter((status) => counts.has(status))
    .map((status) => ({ status, ...nominations(counts.get(status)!, { status }) }));
}

/** The list's filter for the nominations completed in the period. */
const completedIn = (period: Context['period']) => ({
  status: 'Completed',
  searchDateType: 'completedAt',
  startDate: period.from,
  endDate: period.to,
});

/** The list's filter for the nominations whose certificate of quality was signed off-spec in the period. */
const offSpecIn = (period: Context['period']) => ({ offSpec: 'true', offSpecFrom: period.from, offSpecTo: period.to });

/** A customer's own figures (DECISIONS.md §7, roles 4 and 5). */
async function customerFigures(c: Context): Promise<CustomerDashboard> {
  const { db, p, period, settings, now } = c;
  const today = terminalDay(now, settings.timeZone);
  const aheadTo = addDays(today, BERTHINGS_AHEAD_DAYS - 1);
  const [states, ahead, completed, vettings, offSpec] = await Promise.all([
    stateFigures(c),
    repo.berthingsAhead(db, p, dayBounds(today, aheadTo, settings.timeZone)),
    repo.completed(db, p, period, settings.varianceThreshold),
    repo.companyVettings(db, p, now),
    repo.offSpecInPeriod(db, p, period),
  ]);
  const done = completedIn(period);
  return {
    kind: 'customer',
    from: period.from,
    to: period.to,
    states,
    berthingsAhead: nominations(ahead.count, {
      statusString: repo.BERTHING_STATES.join(','),
      searchDateType: 'estimatedBerthTime',
      startDate: today,
      endDate: aheadTo,
    }),
    nextBerthings: ahead.next.map((n) => ({ ...n, at: iso(n.at) })),
    completed: nominations(completed.completed, done),
    averageVariance: completed.averagePercent,
    highVariance: nominations(completed.high, { ...done, varianceAbove: String(settings.varianceThreshold) }),
    offSpec: nominations(offSpec, offSpecIn(period)),
    threshold: settings.varianceThreshold,
    vettings: vettings.byStatus.map((v) => ({
      status: v.status,
      value: v.count,
      link: { resource: 'shipVettings', filter: { status: String(v.status) } },
    })),
    expiring: vettings.expiring.map((v) => ({ ...v, expiresAt: iso(v.expiresAt) })),
  };
}

/** Terminal logistics' figures (DECISIONS.md §7, role 1): the period's, and today's open work. */
async function terminalFigures(c: Context): Promise<TerminalDashboard> {
  const { db, p, period, settings, now } = c;
  const [occupancy, berthings, states, completed, throughput, highVariance, waiting, vettings, documents, offSpec] =
    await Promise.all([
      repo.occupancy(db, new Date(Date.parse(period.end) + 1)),
      // The port calls' terminal group's statement: one definition of berthings, waiting and on time.
      terminalCalls(db, { p, period, now, toleranceHours: settings.portCall.onTimeToleranceHours }),
      stateFigures(c),
      repo.completed(db, p, period, settings.varianceThreshold),
      repo.throughput(db, p, period),
      repo.highVarianceOpen(db, p, settings.varianceThreshold),
      countWaiting(db, p),
      repo.openVettings(db, p, now),
      repo.documentsPending(db, p),
      repo.offSpecInPeriod(db, p, period),
    ]);
  const berthed = { searchDateType: 'allFast', startDate: period.from, endDate: period.to };
  const done = completedIn(period);
  const pending = new Map(documents.map((d) => [d.type, d.count]));
  return {
    kind: 'terminal',
    from: period.from,
    to: period.to,
    occupancy,
    berthings: nominations(berthings.calls, berthed),
    waitingHours: berthings.waitingHours,
    onTime: nominations(berthings.onTime, {
      ...berthed,
      onTime: 'true',
      onTimeHours: String(settings.portCall.onTimeToleranceHours),
    }),
    onTimePercent: onTimePercent(berthings.onTime, berthings.calls),
    states,
    completed: nominations(completed.completed, done),
    throughput: throughput.map((t) => ({
      productId: t.productId,
      product: t.product,
      tonnes: t.tonnes,
      ...nominations(t.count, { ...done, productId: String(t.productId) }),
    })),
    highVarianceOpen: nominations(highVariance, {
      status: 'Completed',
      varianceAbove: String(settings.varianceThreshold),
      justified: 'false',
    }),
    offSpec: nominations(offSpec, offSpecIn(period)),
    threshold: settings.varianceThreshold,
    vettingsWaiting: { value: waiting, link: { resource: 'shipVettings', filter: { waiting: 'true' } } },
    vettings: {
      open: {
        value: vettings.open,
        link: { resource: 'shipVettings', filter: { statuses: repo.OPEN_VETTINGS.join(',') } },
      },
      expiring: {
        value: vettings.expiring,
        link: {
          resource: 'shipVettings',
          filter: { status: String(VS.ACCEPTED), expiresWithin: String(repo.EXPIRING_DAYS) },
        },
      },
    },
    // The certificates' lists; the statement of facts has none (it is read from its nomination).
    documentsAwaiting: DOCUMENT_TYPES.filter((type) => type !== 'statementOfFacts').map((type) => ({
      type,
      value: pending.get(type) ?? 0,
      link: { resource: 'documents', filter: { type, status: 'Pending' } },
    })),
  };
}

/**
 * DECISIONS.md §7's dashboard in one answer: the terminal's figures for terminal logistics, a
 * customer's own for its users. Each count comes with the list filter that reproduces it (issue 31).
 */
export async function dashboard(request: FastifyRequest, q: DashboardQuery): Promise<DashboardResult> {
  const p = callerOf(request);
  const settings = await settingsOf(request);
  const now = request.server.clock();
  const c: Context = { db: request.server.db, p, settings, now, period: dashboardPeriod(q, now, settings.timeZone) };
  return isCustomer(p) ? customerFigures(c) : terminalFigures(c);
}
