import { z } from 'zod';
import { messageKey } from '../messages/index.js';
import { DEFAULT_TIME_ZONE } from '../datetime.js';
import { isTimeZone } from '../validators.js';
import { listQuery, requiredText, webAddress } from './common.js';
import { STOP_CAUSES } from '../portCall.js';

/** Billing rates (DECISIONS.md §7): a berth-hour rate and a per-tonne rate in one currency. */
const billingRates = z
  .object({
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, messageKey('validation.currency')),
    berthHourRate: z.number().min(0).max(1_000_000),
    perTonneRate: z.number().min(0).max(1_000_000),
    /** Added with pilotage: stored rates from before read with these defaults. */
    perPilotJob: z.number().min(0).max(1_000_000).default(450),
    perTugJob: z.number().min(0).max(1_000_000).default(800),
  })
  .strict();

/** Pilotage planning (DECISIONS.md §7a): the rules' numbers and what a job takes. */
const pilotageSettings = z
  .object({
    /** Minutes a pilot or tug needs between two jobs. */
    travelBufferMinutes: z.number().int().min(0).max(240),
    /** The most hours of jobs a pilot works in any 24 hours. */
    maxDutyHours: z.number().min(1).max(24),
    /** How long a berthing or unberthing job holds its pilot and tugs. */
    jobMinutes: z.number().int().min(15).max(480).multipleOf(15),
    /** Tugs the auto-assign puts on each job. */
    tugsPerJob: z.number().int().min(0).max(4),
  })
  .strict();

/** The port call record (DECISIONS.md §10): the repeated checks' interval and the on-time tolerance. */
const portCallSettings = z
  .object({
    /** Hours between two repeated checks of the safety checklist during transfer. */
    repeatCheckHours: z.number().min(1).max(24),
    /** A call is on time when all fast lies within this many hours of its estimated berth time. */
    onTimeToleranceHours: z.number().min(0).max(48),
  })
  .strict();

/**
 * Laytime (DECISIONS.md §11): allowed = base + hours per 1,000 t (a product may set its own), time
 * counting from NOR + notice or all fast (whichever is earlier) to hoses disconnected, less the stops
 * of the causes not counted; time over caused by the barge or customer is billed per hour.
 */
const laytimeSettings = z
  .object({
    baseHours: z.number().min(0).max(240),
    hoursPerThousandTonnes: z.number().min(0).max(240),
    noticeHours: z.number().min(0).max(72),
    /** Stop causes whose time does not count as laytime used (the terminal's, weather, authorities by default). */
    excludedCauses: z.array(z.enum(STOP_CAUSES)).max(STOP_CAUSES.length),
    /** The berth-overstay tariff, per hour, in the billing currency. */
    overstayHourRate: z.number().min(0).max(1_000_000),
  })
  .strict();

/** Invoices (DECISIONS.md §11): GST in percent on each invoice's subtotal. */
const invoiceSettings = z.object({ gstPercent: z.number().min(0).max(100) }).strict();

/** Terminal-wide settings with their defaults; `PUT /api/settings` takes any subset. */
export const settingsShape = z
  .object({
    /** Percent: a completed nomination whose |variance| exceeds it is high variance. */
    varianceThreshold: z.number().min(0).max(100),
    billingRates,
    timeZone: z.string().refine(isTimeZone, messageKey('validation.timeZone')),
    trial: z.boolean(),
    /** Tonnes per hour a berth moves: a nomination holds its berth for quantity / pumpRate hours. */
    pumpRate: z.number().positive().max(100_000),
    /** Minutes kept free on a berth between two nominations. */
    changeoverMinutes: z.number().int().min(0).max(1440),
    /** Ship vetting's automatic check: a SIRE inspection older than this many months fails it. */
    sireMaxAgeMonths: z.number().int().min(1).max(36),
    /** DECISIONS §5: also refuse a barge with no accepted vetting (unqualified ones are always refused). */
    bargesNeedVetting: z.boolean(),
    pilotage: pilotageSettings,
    portCall: portCallSettings,
    laytime: laytimeSettings,
    invoicing: invoiceSettings,
  })
  .strict();
export type Settings = z.infer<typeof settingsShape>;
export const settingsUpdate = settingsShape.partial().strict();

export const DEFAULT_SETTINGS: Settings = {
  varianceThreshold: 0.5,
  billingRates: { currency: 'SGD', berthHourRate: 350, perTonneRate: 1.2, perPilotJob: 450, perTugJob: 800 },
  timeZone: DEFAULT_TIME_ZONE,
  trial: true,
  pumpRate: 500,
  changeoverMinutes: 60,
  sireMaxAgeMonths: 6,
  bargesNeedVetting: false,
  pilotage: { travelBufferMinutes: 30, maxDutyHours: 10, jobMinutes: 60, tugsPerJob: 1 },
  portCall: { repeatCheckHours: 4, onTimeToleranceHours: 1 },
  laytime: {
    baseHours: 2,
    hoursPerThousandTonnes: 1,
    noticeHours: 6,
    excludedCauses: ['terminal', 'weather', 'authority'],
    overstayHourRate: 500,
  },
  invoicing: { gstPercent: 9 },
};

/** A partner platform (DECISIONS.md §8): name, scope, key issued time, redirect URI. */
export const partnerAppInput = z
  .object({
    name: requiredText(120),
    scope: requiredText(200),
    redirectUri: webAddress,
  })
  .strict();
export const partnerAppRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.string(),
  redirectUri: z.string(),
  keyIssuedAt: z.string().nullable(),
  active: z.boolean(),
});
export type PartnerAppInput = z.infer<typeof partnerAppInput>;
export type PartnerAppRecord = z.infer<typeof partnerAppRecord>;
export const partnerAppKey = z.object({ key: z.string(), keyIssuedAt: z.string() });
export const partnerAppListQuery = listQuery.strict();
