import { z } from 'zod';
import { NOMINATION_PROGRESS } from '../enums.js';
import { dayPeriod, isoDate } from './common.js';

/** The longest period a dashboard covers: a year and a day. */
export const DASHBOARD_MAX_DAYS = 366;
/** The period when none is chosen: the 30 days up to today. */
export const DASHBOARD_DEFAULT_DAYS = 30;

/** A period of terminal days, both included; the last 30 days when none is given. */
export const dashboardQuery = dayPeriod(
  z.object({ from: isoDate.optional(), to: isoDate.optional() }).strict(),
  DASHBOARD_MAX_DAYS,
);
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const count = z.number().int().nonnegative();
const stateCount = z.object({ status: z.enum(NOMINATION_PROGRESS), count });

/** DECISIONS.md §7, the terminal's figures: the period's and those of today (high variance, vettings, documents). */
export const terminalDashboard = z.object({
  kind: z.literal('terminal'),
  from: z.string(),
  to: z.string(),
  /** Percent of each berth's hours held by nominations, in the 7 and 30 days up to the period's end. */
  occupancy: z.array(z.object({ berthId: z.number().int(), berth: z.string(), last7: z.number(), last30: z.number() })),
  /** Barge readiness to all fast, over the berthings of the period. */
  waiting: z.object({ averageHours: z.number().nullable(), berthings: count }),
  states: z.array(stateCount),
  /** All fast within an hour of the planned berthing time. */
  onTime: z.object({ onTime: count, berthings: count }),
  /** Actual tonnes of the nominations completed in the period, by product. */
  throughput: z.array(z.object({ productId: z.number().int(), product: z.string(), tonnes: z.number() })),
  highVarianceOpen: count,
  vettings: z.object({ waitingOnTerminal: count, open: count, expiring: count }),
  documentsAwaiting: count,
});

/** DECISIONS.md §7, a customer's figures: its own nominations, berthings, variance and ships. */
export const customerDashboard = z.object({
  kind: z.literal('customer'),
  from: z.string(),
  to: z.string(),
  states: z.array(stateCount),
  nextBerthings: z.array(
    z.object({ id: z.number().int(), bargeName: z.string(), berth: z.string(), at: z.string(), status: z.string() }),
  ),
  variance: z.object({ completed: count, averagePercent: z.number().nullable(), high: count }),
  vettings: z.array(z.object({ status: z.number().int(), count })),
  expiring: z.array(z.object({ id: z.number().int(), shipName: z.string(), expiresAt: z.string() })),
});

export const dashboardResult = z.discriminatedUnion('kind', [terminalDashboard, customerDashboard]);
export type DashboardResult = z.infer<typeof dashboardResult>;
export type TerminalDashboard = z.infer<typeof terminalDashboard>;
export type CustomerDashboard = z.infer<typeof customerDashboard>;
