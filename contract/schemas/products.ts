import { z } from 'zod';
import { PRODUCT_TYPES } from '../enums.js';
import { dbId, requiredText } from './common.js';

/** `POST /jput/product/searchProduct`: a missing name is empty, a missing type is ALL (spec §5). */
export const productSearch = z
  .object({
    name: z
      .string()
      .trim()
      .max(120)
      .nullish()
      .transform((v) => v ?? ''),
    type: z
      .enum(PRODUCT_TYPES)
      .nullish()
      .transform((v) => v ?? 'ALL'),
  })
  .strict();

export const productInput = z.object({ name: requiredText(120), type: z.enum(PRODUCT_TYPES).default('ALL') }).strict();
export type ProductInput = z.infer<typeof productInput>;
export const productDelete = z.object({ pId: dbId }).strict();

export const productRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(PRODUCT_TYPES),
  active: z.boolean(),
});
export type ProductRecord = z.infer<typeof productRecord>;
export const productSearchResult = z.object({ list: z.array(productRecord) });
