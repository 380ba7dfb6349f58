import { z } from 'zod';
import { messageKey } from '../messages/index.js';
import { isValidImo } from '../validators.js';
import { dbId, listQuery, optionalText, positiveNumber, requiredText, whenMissing } from './common.js';

export const SHIP_KINDS = ['vessel', 'barge'] as const;

export const imoNumber = z
  .string({ error: whenMissing('spec.requiredField') })
  .trim()
  .min(1, messageKey('spec.requiredField'))
  .refine(isValidImo, messageKey('validation.imo'));

/** Spec §3 ship: name, IMO number, LOA, port of registry, custom code; plus kind and owner. */
export const shipInput = z
  .object({
    name: requiredText(120),
    imo: imoNumber,
    loa: positiveNumber(500),
    portOfRegistry: optionalText(120),
    customCode: optionalText(40),
    kind: z.enum(SHIP_KINDS),
    companyId: dbId.nullish().transform((v) => v ?? null),
  })
  .strict();
export type ShipInput = z.infer<typeof shipInput>;

export const shipRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  imo: z.string(),
  loa: z.number(),
  portOfRegistry: z.string().nullable(),
  customCode: z.string().nullable(),
  kind: z.enum(SHIP_KINDS),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  active: z.boolean(),
  unqualified: z.boolean(),
});
export type ShipRecord = z.infer<typeof shipRecord>;

export const shipListQuery = listQuery
  .extend({
    kind: z.enum(SHIP_KINDS).optional(),
    companyId: z.coerce.number().int().positive().optional(),
  })
  .strict();
export type ShipListQuery = z.infer<typeof shipListQuery>;

/** `GET /jput/vessel/search?pattern=`: a name or IMO prefix. */
export const vesselSearchQuery = z.object({ pattern: z.string().trim().max(120).default('') }).strict();
export const vesselOption = z.object({
  id: z.number().int(),
  name: z.string(),
  imo: z.string(),
  loa: z.number(),
  kind: z.enum(SHIP_KINDS),
});
export type VesselOption = z.infer<typeof vesselOption>;
