import { z } from 'zod';
import { messageKey } from '../messages/index.js';
import { DEFAULT_TIME_ZONE } from '../datetime.js';
import { isTimeZone } from '../validators.js';
import { listQuery, requiredText, webAddress } from './common.js';

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
