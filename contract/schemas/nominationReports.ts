import { z } from 'zod';
import { NOMINATION_PROGRESS } from '../enums.js';
import { dbId, pageQuery } from './common.js';

/* What is read about nominations besides the record: their log, ullage reports, high variances, and the form's options. */

export const nominationLogQuery = z
  .object({
    BId: z.coerce.number().int().positive().max(2_147_483_647),
    pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const nominationLogRecord = z.object({
  id: z.number().int(),
  action: z.number().int(),
  actionLabel: z.string(),
  fromStatus: z.enum(NOMINATION_PROGRESS).nullable(),
  toStatus: z.enum(NOMINATION_PROGRESS).nullable(),
  /** The detail in English; rows written before details were keys carry only this. */
  detail: z.string().nullable(),
  /** The detail as catalogue key and parameters (instants already in the terminal's time zone): shown in the reader's language. */
  key: z.string().nullable(),
  params: z.record(z.string(), z.unknown()),
  /** Who acted: display name and role, never the sign-in name; null for the system. */
  userName: z.string().nullable(),
  userRole: z.number().int().nullable(),
  at: z.string(),
});

export const ullageRecord = z.object({
  id: z.number().int(),
  nominationId: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** The uploader's display name and role. */
  uploadedByName: z.string(),
  uploadedByRole: z.number().int(),
});
export const delUllageInput = z.object({ nId: dbId, ullageId: dbId }).strict();

export const highVarianceRecord = z.object({
  id: z.number().int(),
  companyName: z.string(),
  bargeName: z.string(),
  productName: z.string(),
  quantity: z.number(),
  actualQuantity: z.number(),
  variancePercent: z.number(),
  completedAt: z.string().nullable(),
  justification: z.string().nullable(),
  /** Display name and role of who justified it. */
  justifiedByName: z.string().nullable(),
  justifiedByRole: z.number().int().nullable(),
  justifiedAt: z.string().nullable(),
});
export type HighVarianceRecord = z.infer<typeof highVarianceRecord>;
export const highVarianceQuery = pageQuery
  .extend({
    justified: z.enum(['true', 'false']).optional(),
    searchValue: z.string().trim().max(200).optional(),
  })
  .strict();

const option = z.object({ id: z.number().int(), name: z.string() });
export const nominationOptionsSchema = z.object({
  barges: z.array(
    option.extend({
      imo: z.string(),
      loa: z.number(),
      /** The barge may not be nominated now (the same rule as the refusal on Save): the picker disables it. */
      unqualified: z.boolean(),
      /**
       * Why: blacklisted by hand, its latest vetting's status (5, 9, 10), or 'vettingNeeded' (the
       * terminal's setting asks for an Accepted vetting and it has none).
       */
      unqualifiedWhy: z
        .object({
          kind: z.union([z.literal('blacklisted'), z.literal('vettingNeeded'), z.number().int()]),
          reason: z.string().nullable(),
          since: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
  products: z.array(option),
  tanks: z.array(option.extend({ number: z.string(), productId: z.number().int().nullable() })),
  surveyors: z.array(option),
  pilots: z.array(option),
});
export type NominationOptions = z.infer<typeof nominationOptionsSchema>;
