import type { FastifyRequest } from 'fastify';
import { isCustomer } from '../../../contract/permissions.js';
import { addDays, terminalDay } from '../../../contract/datetime.js';
import type { CallFigures, PortCallFigures } from '../../../contract/schemas/portCall.js';
import type { z } from 'zod';
import type { portCallFiguresQuery } from '../../../contract/schemas/portCall.js';
import { DASHBOARD_DEFAULT_DAYS } from '../../../contract/schemas/dashboard.js';
import { callerOf } from '../../platform/guard.js';
import { badRequest } from '../../platform/errors.js';
import { dayBound } from '../../platform/days.js';
import { settingsOf } from '../settings/settings.service.js';
import { figures, type FiguresRow } from './portCall.figures.repository.js';

type Query = z.infer<typeof portCallFiguresQuery>;

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * The period's days as the dashboard takes them (the last 30 up to today when none are given) and
 * their instants as the nomination list reads the same days (`dayBound`), so a figure and its list
 * count over the very same instants.
 */
function periodOf(q: Query, now: Date, timeZone: string) {
  const to = q.to ?? terminalDay(now, timeZone);
  const from = q.from ?? addDays(to, -(DASHBOARD_DEFAULT_DAYS - 1));
  const start = dayBound(from, timeZone, 'start');
  const end = dayBound(to, timeZone, 'end');
  if (!start || !end || from > to) throw badRequest('validation.dateOrder');
  return { from, to, start, end, seconds: (Date.parse(end) + 1 - Date.parse(start)) / 1000 };
}

type Period = ReturnType<typeof periodOf>;

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
    onTimePercent: r.calls > 0 ? round1((r.onTime / r.calls) * 100) : null,
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
  const period = periodOf(q, now, settings.timeZone);
  const toleranceHours = settings.portCall.onTimeToleranceHours;
  const ask = { p, period, now, toleranceHours };
  const db = request.server.db;
  const toCustomer = (r: FiguresRow) => ({
    ...figuresOf(r, period, { companyId: String(r.key) }, toleranceHours),
    companyId: r.key,
    company: r.label ?? '',
  });
  const base = { from: period.from, to: period.to };
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
