import { z } from 'zod';
import { pageQuery } from './common.js';

export const auditListQuery = pageQuery
  .extend({
    searchValue: z.string().trim().max(200).optional(),
    action: z.string().trim().max(60).optional(),
    entity: z.string().trim().max(60).optional(),
    /** An instant, or a day (YYYY-MM-DD) taken in the terminal's time zone: from its start, to its end. */
    startDate: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
    endDate: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
  })
  .strict();
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  /** The person's display name now (users.nick_name), shown with the role; the sign-in name stays beside it. */
  displayName: z.string().nullable(),
  role: z.number().int().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;

/** `GET /api/audit/verify`: whether the hash chain holds, and where it first breaks. */
export const auditVerifyResult = z.object({
  ok: z.boolean(),
  rows: z.number().int(),
  lastId: z.number().int(),
  /** Rows written after the chain's end, not sealed yet (they are within a second or so). */
  pending: z.number().int(),
  broken: z.object({ id: z.number().int(), reason: z.enum(['edited', 'removed', 'tail removed']) }).nullable(),
});
export type AuditVerifyResult = z.infer<typeof auditVerifyResult>;
