import { z } from 'zod';
import { NOMINATION_PROGRESS } from '../enums.js';
import { DOCUMENT_TYPES } from '../documents.js';
import { LIFECYCLE_ORDER } from '../lifecycleOrder.js';
import { dayPeriod, isoDate } from './common.js';

export { BERTHINGS_AHEAD_DAYS } from '../dashboard.js';

/** The longest period a dashboard covers: a year and a day. */
const DASHBOARD_MAX_DAYS = 366;
/** The period when none is chosen: the 30 days up to today. */
export const DASHBOARD_DEFAULT_DAYS = 30;

/** A period of terminal days, both included; the last 30 days when none is given. */
export const dashboardQuery = dayPeriod(
  z.object({ from: isoDate.optional(), to: isoDate.optional() }).strict(),
  DASHBOARD_MAX_DAYS,
);
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const count = z.number().int().nonnegative();

/** The lists a figure opens. */
const DASHBOARD_LISTS = ['nominations', 'shipVettings', 'documents'] as const;

/**
 * The list behind a figure and the filter that reproduces it (issue 31): opened with this filter,
 * the list's total is the figure's value. The server writes it, so the browser rebuilds no rule.
 */
export const figureLink = z.object({
  resource: z.enum(DASHBOARD_LISTS),
  filter: z.record(z.string(), z.string()),
});
export type FigureLink = z.infer<typeof figureLink>;
/** A count and the list that shows exactly those records. */
export const figure = z.object({ value: count, link: figureLink });
export type Figure = z.infer<typeof figure>;

/**
 * The states a nomination is still in progress in, in lifecycle order, as the dashboard's bars count
 * them: neither completed nor cancelled (the period's Completed figure stands on its own, issue 31),
 * and drafts only for their customer, since the terminal does not see them before they are submitted.
 */
export const inProgressStates = (customer: boolean) =>
  LIFECYCLE_ORDER.filter((s) => s !== 'Completed' && s !== 'Cancelled' && (customer || s !== 'Created'));

/** The nominations in progress now, of any date, by state in lifecycle order; none without any. */
const stateFigures = z.array(figure.extend({ status: z.enum(NOMINATION_PROGRESS) }));

/** DECISIONS.md §7, the terminal's figures: the period's and those of today (high variance, vettings, documents). */
export const terminalDashboard = z.object({
  kind: z.literal('terminal'),
  from: z.string(),
  to: z.string(),
  /** Percent of each berth's hours held by nominations, in the 7 and 30 days up to the period's end. */
  occupancy: z.array(z.object({ berthId: z.number().int(), berth: z.string(), last7: z.number(), last30: z.number() })),
  /** Nominations berthed (all fast) in the period: the base of the waiting and on-time figures. */
  berthings: figure,
  /** Average hours from arrival (NOR) to all fast over those berthings, from the statement of facts' actual times (issue 33). */
  waitingHours: z.number().nullable(),
  /** Those berthings with all fast within the setting's tolerance (portCall.onTimeToleranceHours) of plan. */
  onTime: figure,
  /** `onTime` as a percent of `berthings`, one decimal (as the port calls' section writes it); null without berthings. */
  onTimePercent: z.number().nullable(),
  states: stateFigures,
  /** The nominations completed in the period: what `throughput`'s counts add up to. */
  completed: figure,
  /** Actual tonnes of the nominations completed in the period, by product; `value` counts the nominations. */
  throughput: z.array(figure.extend({ productId: z.number().int(), product: z.string(), tonnes: z.number() })),
  /** Completed nominations of any date beyond the variance threshold, not yet justified. */
  highVarianceOpen: figure,
  /** The settings' variance threshold, in percent. */
  threshold: z.number(),
  /** Nominations whose certificate of quality was signed off-spec in the period (issue 34); optional only for older fixtures. */
  offSpec: figure.optional(),
  /** Vettings whose next step is the terminal's. */
  vettingsWaiting: figure,
  /** Vettings still under review, and acceptances ending within 30 days, each with its list. */
  vettings: z.object({ open: figure, expiring: figure }),
  /** Documents out for signing, by type. */
  documentsAwaiting: z.array(figure.extend({ type: z.enum(DOCUMENT_TYPES) })),
});

/** DECISIONS.md §7, a customer's figures: its own nominations, berthings, variance and ships. */
export const customerDashboard = z.object({
  kind: z.literal('customer'),
  from: z.string(),
  to: z.string(),
  states: stateFigures,
  /** Its berthings planned from today through the next days; `nextBerthings` are the soonest five of them. */
  berthingsAhead: figure,
  nextBerthings: z.array(
    z.object({ id: z.number().int(), bargeName: z.string(), berth: z.string(), at: z.string(), status: z.string() }),
  ),
  /** Its nominations completed in the period. */
  completed: figure,
  /** Their average signed variance, in percent (those with an actual quantity). */
  averageVariance: z.number().nullable(),
  /** Those of them beyond the threshold. */
  highVariance: figure,
  /** Its nominations whose certificate of quality was signed off-spec in the period (issue 34). */
  offSpec: figure.optional(),
  threshold: z.number(),
  vettings: z.array(figure.extend({ status: z.number().int() })),
  expiring: z.array(z.object({ id: z.number().int(), shipName: z.string(), expiresAt: z.string() })),
});

export const dashboardResult = z.discriminatedUnion('kind', [terminalDashboard, customerDashboard]);
export type DashboardResult = z.infer<typeof dashboardResult>;
export type TerminalDashboard = z.infer<typeof terminalDashboard>;
export type CustomerDashboard = z.infer<typeof customerDashboard>;
