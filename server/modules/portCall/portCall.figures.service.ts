import type { FastifyRequest } from 'fastify';
import { isCustomer } from '../../../contract/permissions.js';
import type { CallFigures, PortCallFigures } from '../../../contract/schemas/portCall.js';
import type { z } from 'zod';
import type { portCallFiguresQuery } from '../../../contract/schemas/portCall.js';
import { callerOf } from '../../platform/guard.js';
import { settingsOf } from '../settings/settings.service.js';
import { dashboardPeriod, type DashboardPeriod as Period } from '../../platform/figuresPeriod.js';
import { figures, type FiguresRow } from './portCall.figures.repository.js';

type Query = z.infer<typeof portCallFiguresQuery>;

const round1 = (v: number) => Math.round(v * 10) / 10;

/** The share of calls on time, in percent with one decimal; none without calls. The dashboard's card uses it too. */
export const onTimePercent = (onTime: number, calls: number) => (calls > 0 ? round1((onTime / calls) * 100) : null);

/** A row's figures, with the barging list filters that show its calls and its on-time calls. */
function figuresOf(r: FiguresRow, period: Period, narrow: Record<string, string>, toleranceHours: number): CallFigures {
  const filter = { searchDateType: 'allFast', startDate: period.from, endDate: period.to, ...narrow };
  const berthSeconds = r.berthCount * period.seconds;
  return {
    calls: r.calls,
    waitingHours: r.waitingHours,
    alongsideHours: r.alongsideHours,
    pumpingHours: r.pumpingHours,
    netRate: r.netRate,
    occupancy: berthSeconds > 0 ? round1((r.heldSeconds / berthSeconds) * 100) : null,
    onTime: r.onTime,
    onTimePercent: onTimePercent(r.onTime, r.calls),
    link: { resource: 'nominations', filter },
    onTimeLink: {
      resource: 'nominations',
      filter: { ...filter, onTime: 'true', onTimeHours: String(toleranceHours) },
    },
  };
}

/**
 * DECISIONS.md §10's figures from actual times over a period of terminal days. The terminal's side
 * gets the terminal's, each berth's and each customer's (narrowed to one by `companyId`); a
 * customer only its own company's calls, whatever company it asks for. Each group is one statement.
 */
export async function portCallFigures(request: FastifyRequest, q: Query): Promise<PortCallFigures> {
  const p = callerOf(request);
  const settings = await settingsOf(request);
  const now = request.server.clock();
  // The dashboard's own period (its days, their instants): the section counts what the cards above count.
  const period = dashboardPeriod(q, now, settings.timeZone);
  const toleranceHours = settings.portCall.onTimeToleranceHours;
  const ask = { p, period, now, toleranceHours };
  const db = request.server.db;
  const toCustomer = (r: FiguresRow) => ({
    ...figuresOf(r, period, { companyId: String(r.key) }, toleranceHours),
    companyId: r.key,
    company: r.label ?? '',
  });
  // The tolerance the on-time figures were counted with, once, for the screen's hints.
  const base = { from: period.from, to: period.to, onTimeToleranceHours: toleranceHours };
  if (isCustomer(p)) {
    // Its own company, never another's: the scope keeps its calls, the key names its row.
    const [own = []] = await figures(db, [{ group: 'customer', ask: { ...ask, companyId: p.companyId ?? -1 } }]);
    return { ...base, terminal: null, berths: [], customers: own.map(toCustomer) };
  }
  const [terminal = [], berths = [], customers = []] = await figures(db, [
    { group: 'terminal', ask },
    { group: 'berth', ask },
    { group: 'customer', ask: { ...ask, companyId: q.companyId } },
  ]);
  return {
    ...base,
    terminal: figuresOf(terminal[0]!, period, {}, toleranceHours),
    berths: berths.map((r) => ({
      ...figuresOf(r, period, { berthId: String(r.key) }, toleranceHours),
      berthId: r.key,
      berth: r.label ?? '',
    })),
    customers: customers.map(toCustomer),
  };
}
