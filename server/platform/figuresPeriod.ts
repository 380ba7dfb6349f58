import { addDays, terminalDay } from '../../contract/datetime.js';
import { DASHBOARD_DEFAULT_DAYS } from '../../contract/schemas/dashboard.js';
import { badRequest } from './errors.js';
import { dayBound } from './days.js';

/**
 * Days as the nomination list reads them (`dayBound`): the first day's start to the last day's last
 * instant in the terminal's zone, so a figure and its list count over the very same instants.
 */
export function dayBounds(from: string, to: string, timeZone: string): { start: string; end: string } {
  const start = dayBound(from, timeZone, 'start');
  const end = dayBound(to, timeZone, 'end');
  if (!start || !end || from > to) throw badRequest('validation.dateOrder');
  return { start, end };
}

/**
 * The dashboard's period, for its figures and for the port calls' (one definition, so both count the
 * same days): the days asked for, the last 30 up to today when none are given; their instants; and
 * how many seconds they span (what an occupancy is a share of).
 */
export function dashboardPeriod(q: { from?: string; to?: string }, now: Date, timeZone: string) {
  const to = q.to ?? terminalDay(now, timeZone);
  const from = q.from ?? addDays(to, -(DASHBOARD_DEFAULT_DAYS - 1));
  const { start, end } = dayBounds(from, to, timeZone);
  return { from, to, start, end, seconds: (Date.parse(end) + 1 - Date.parse(start)) / 1000 };
}

export type DashboardPeriod = ReturnType<typeof dashboardPeriod>;
