import { z } from 'zod';
import { PRODUCT_TYPES } from '../enums.js';
import { messageKey } from '../messages/index.js';
import { QUALITY_TESTS } from '../quality.js';
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

const limitValue = z
  .number()
  .min(-1_000_000)
  .max(1_000_000)
  .nullish()
  .transform((v) => v ?? null);

/**
 * One specification limit (DECISIONS.md §11): a test of the vocabulary (contract/quality.ts), at
 * least one of min and max, min ≤ max. Its unit is the test's own; one sent is not taken.
 */
export const specLimit = z
  .object({
    test: z.enum(QUALITY_TESTS, { error: messageKey('productLimits.limitTest') }),
    unit: z.string().max(20).nullish(),
    min: limitValue,
    max: limitValue,
  })
  .strict()
  .transform(({ test, min, max }) => ({ test, min, max }))
  .refine((l) => l.min !== null || l.max !== null, { message: messageKey('documents.limitRequired'), path: ['max'] })
  .refine((l) => l.min === null || l.max === null || l.min <= l.max, {
    message: messageKey('documents.limitOrder'),
    path: ['max'],
  });

/** A product's limits, each test once (the second of a pair is the one named). */
export const specLimits = z
  .array(specLimit)
  .max(20)
  .superRefine((limits, ctx) => {
    const seen = new Set<string>();
    limits.forEach((l, i) => {
      if (seen.has(l.test))
        ctx.addIssue({ code: 'custom', message: messageKey('productLimits.limitTwice'), path: [i, 'test'] });
      seen.add(l.test);
    });
  });

/**
 * Add or change a product. The limits and laytime hours (issue 34) are optional so that callers
 * written before them still work: left out, they stay as they are (a new product: none, the setting's hours).
 */
export const productInput = z
  .object({
    name: requiredText(120),
    type: z.enum(PRODUCT_TYPES).default('ALL'),
    specLimits: specLimits.optional(),
    laytimeHoursPerKt: z
      .number()
      .min(0, messageKey('productLimits.laytimeHours'))
      .max(240, messageKey('productLimits.laytimeHours'))
      .nullable()
      .optional(),
  })
  .strict();
export type ProductInput = z.infer<typeof productInput>;
export const productDelete = z.object({ pId: dbId }).strict();

export const productRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(PRODUCT_TYPES),
  active: z.boolean(),
  /** Each limit with its test's unit (contract/quality.ts TEST_UNITS). */
  specLimits: z.array(
    z.object({ test: z.enum(QUALITY_TESTS), unit: z.string(), min: z.number().nullable(), max: z.number().nullable() }),
  ),
  /** Laytime hours per 1,000 t; null: the laytime setting's default. */
  laytimeHoursPerKt: z.number().nullable(),
});
export type ProductRecord = z.infer<typeof productRecord>;
export const productSearchResult = z.object({ list: z.array(productRecord) });
