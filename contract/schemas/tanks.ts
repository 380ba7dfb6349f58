import { z } from 'zod';
import { dbId, listQuery, positiveNumber, requiredText } from './common.js';

/** Spec §3 tank: name and number (unique); plus the product it holds and its capacity in m³. */
export const tankInput = z
  .object({
    name: requiredText(60),
    number: requiredText(20),
    productId: dbId.nullish().transform((v) => v ?? null),
    capacity: positiveNumber(10_000_000)
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();
export type TankInput = z.infer<typeof tankInput>;

export const tankRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.string(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  capacity: z.number().nullable(),
  active: z.boolean(),
});
export type TankRecord = z.infer<typeof tankRecord>;

export const tankListQuery = listQuery.extend({ productId: z.coerce.number().int().positive().optional() }).strict();
