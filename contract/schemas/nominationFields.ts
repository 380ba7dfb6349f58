import { z } from 'zod';
import { dbId, isoInstant, optionalText, positiveNumber } from './common.js';

/* A nomination's own fields, shared by its create/update inputs (nominations.ts) and its change requests (nominationRequests.ts). */

export const PILOT_TYPES = ['PSA', 'Terminal'] as const;

const datetime = isoInstant;
/** A quantity in tonnes. */
export const quantitySchema = positiveNumber(10_000_000);

/** What a customer fills in (spec §3 columns); terminal-only fields are set by terminal staff. */
export const nominationFields = z.object({
  bargeId: dbId,
  productId: dbId,
  tankId: dbId.nullish().transform((v) => v ?? null),
  quantity: quantitySchema,
  nominatedQtyMax: quantitySchema.nullish().transform((v) => v ?? null),
  balanceInTank: z
    .number()
    .min(0)
    .max(100_000_000)
    .nullish()
    .transform((v) => v ?? null),
  bargeReadinessTime: datetime.nullish().transform((v) => v ?? null),
  eta: datetime.nullish().transform((v) => v ?? null),
  pilotType: z
    .enum(PILOT_TYPES)
    .nullish()
    .transform((v) => v ?? null),
  pilotExemption: z.boolean().default(false),
  bargeContactNumber: optionalText(40),
  hideFromTerminal: z.boolean().default(false),
  customCode: optionalText(40),
  remarks: optionalText(2000),
  surveyorIds: z.array(dbId).max(5).default([]),
  /** Terminal staff: the pilot; terminal logistics only: the PSA contact number. */
  pilotId: dbId.nullish().transform((v) => v ?? null),
  psaContactNumber: optionalText(40),
});
export type NominationFields = z.infer<typeof nominationFields>;
