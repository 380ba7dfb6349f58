/** Laytime (DECISIONS.md §11): a completed call's result as the API answers it, with its versions. */
import { z } from 'zod';
import { STOP_CAUSES } from '../portCall.js';
import { isoInstant } from './common.js';

export const LAYTIME_REASONS = ['completed', 'corrected', 'recomputed'] as const;
export type LaytimeReason = (typeof LAYTIME_REASONS)[number];
/** Why a call has no result: not completed yet, its SoF not signed yet, or its SoF lacks a start (NOR / all fast) or hoses disconnected. */
export const LAYTIME_UNAVAILABLE = ['notCompleted', 'notSigned', 'notComputable'] as const;

/** A line of the result (contract/laytime.ts LaytimeLine) with its times as ISO instants. */
export const laytimeLine = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('start'),
    basis: z.enum(['notice', 'allFast']),
    eventId: z.number().int(),
    from: isoInstant,
    to: isoInstant,
  }),
  z.object({ kind: z.literal('end'), eventId: z.number().int(), at: isoInstant }),
  z.object({
    kind: z.literal('stop'),
    eventId: z.number().int(),
    resumedId: z.number().int().nullable(),
    from: isoInstant,
    to: isoInstant,
    minutes: z.number().int(),
    cause: z.enum(STOP_CAUSES).nullable(),
    counted: z.boolean(),
  }),
]);
export type LaytimeLineRecord = z.infer<typeof laytimeLine>;

/** What a version was computed from: the rules, the tonnes and the hours per 1,000 t with their sources. */
export const laytimeBasis = z.object({
  rules: z.object({
    baseHours: z.number(),
    hoursPerThousandTonnes: z.number(),
    noticeHours: z.number(),
    excludedCauses: z.array(z.enum(STOP_CAUSES)),
  }),
  tonnes: z.number(),
  tonnesSource: z.enum(['actual', 'nominated']),
  hoursPerKt: z.number(),
  hoursPerKtSource: z.enum(['product', 'settings']),
  /** Whether the SoF document was Signed when this version was computed. */
  sofSigned: z.boolean(),
});
export type LaytimeBasis = z.infer<typeof laytimeBasis>;

const figures = {
  allowedMinutes: z.number().int(),
  usedMinutes: z.number().int(),
  overMinutes: z.number().int(),
  savedMinutes: z.number().int(),
};
export const laytimeVersion = z.object({
  version: z.number().int(),
  reason: z.enum(LAYTIME_REASONS),
  computedAt: isoInstant,
  ...figures,
});

export const laytimeResult = laytimeVersion.extend({
  excludedMinutes: z.number().int(),
  /** The terminal's own stops: shown to the customer as the terminal's delay (evidence for their claims). */
  terminalDelayMinutes: z.number().int(),
  overstayMinutes: z.number().int(),
  basis: laytimeBasis,
  lines: z.array(laytimeLine),
});
export type LaytimeResult = z.infer<typeof laytimeResult>;

/** `result` null with `unavailable` saying why; `versions` newest first. */
export const laytimeRecord = z.object({
  nominationId: z.number().int(),
  result: laytimeResult.nullable(),
  unavailable: z.enum(LAYTIME_UNAVAILABLE).nullable(),
  versions: z.array(laytimeVersion),
});
export type LaytimeRecord = z.infer<typeof laytimeRecord>;

/** The recompute job's answer: calls read, versions written (changed), time taken. */
export const laytimeRecomputed = z.object({
  recomputed: z.number().int(),
  changed: z.number().int(),
  ms: z.number().int(),
});
export type LaytimeRecomputed = z.infer<typeof laytimeRecomputed>;
