import { z } from 'zod';
import { dbId, isoInstant, listQuery, optionalText, requiredText } from './common.js';

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;

/** A fault in terminal equipment at a jetty: what, where, how bad, whether it closes the jetty. */
export const equipmentReportInput = z
  .object({
    jettyId: dbId,
    equipment: requiredText(120),
    location: requiredText(120),
    severity: z.enum(SEVERITIES),
    closesJetty: z.boolean().default(false),
    description: optionalText(2000),
    reportedOn: isoInstant.optional(),
  })
  .strict();
export type EquipmentReportInput = z.infer<typeof equipmentReportInput>;

export const equipmentResolveInput = z.object({ resolution: requiredText(2000) }).strict();

export const equipmentReportRecord = z.object({
  id: z.number().int(),
  jettyId: z.number().int(),
  jettyNumber: z.string(),
  equipment: z.string(),
  location: z.string(),
  severity: z.enum(SEVERITIES),
  closesJetty: z.boolean(),
  description: z.string().nullable(),
  reportedOn: z.string(),
  reportedBy: z.number().int(),
  /** Display names and roles (DECISIONS.md §12): a person is never named by sign-in name here. */
  reportedByName: z.string(),
  reportedByRole: z.number().int(),
  resolvedOn: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  resolvedByRole: z.number().int().nullable(),
  resolution: z.string().nullable(),
  open: z.boolean(),
});
export type EquipmentReportRecord = z.infer<typeof equipmentReportRecord>;

export const equipmentReportListQuery = listQuery
  .extend({
    state: z.enum(['open', 'resolved']).optional(),
    jettyId: z.coerce.number().int().positive().optional(),
    severity: z.enum(SEVERITIES).optional(),
  })
  .strict();
