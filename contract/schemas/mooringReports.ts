import { z } from 'zod';
import { messageKey } from '../messages/index.js';
import { dbId, isoInstant, listQuery, optionalText } from './common.js';

const datetime = isoInstant;

/** Mooring of a nomination's barge (DECISIONS.md §7): first line ashore, all fast, cast off, lines used. */
export const mooringReportInput = z
  .object({
    nominationId: dbId,
    firstLineAshore: datetime,
    allFast: datetime,
    castOff: datetime.nullish().transform((v) => v ?? null),
    linesUsed: z.number().int().min(1).max(64),
    remarks: optionalText(2000),
  })
  .strict()
  .refine(
    (r) =>
      Date.parse(r.allFast) >= Date.parse(r.firstLineAshore) &&
      (r.castOff === null || Date.parse(r.castOff) >= Date.parse(r.allFast)),
    {
      message: messageKey('mooring.order'),
      path: ['allFast'],
    },
  );
export type MooringReportInput = z.infer<typeof mooringReportInput>;

export const mooringReportRecord = z.object({
  id: z.number().int(),
  nominationId: z.number().int(),
  bargeName: z.string(),
  companyName: z.string(),
  berth: z.string().nullable(),
  firstLineAshore: z.string(),
  allFast: z.string(),
  castOff: z.string().nullable(),
  linesUsed: z.number().int(),
  remarks: z.string().nullable(),
  active: z.boolean(),
  /** The author's display name and role, never the sign-in name (customers and barges read these). */
  createdByName: z.string(),
  createdByRole: z.number().int(),
  createdAt: z.string(),
});
export type MooringReportRecord = z.infer<typeof mooringReportRecord>;

export const mooringReportListQuery = listQuery
  .extend({
    nominationId: z.coerce.number().int().positive().optional(),
    sort: z.enum(['firstLineAshore', 'allFast', 'castOff', 'nominationId']).optional(),
  })
  .strict();
export type MooringReportListQuery = z.infer<typeof mooringReportListQuery>;
